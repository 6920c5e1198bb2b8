/** The card-fields frame's connection now lives in src/core (the account's "add a card" uses it too). */
export * from '../../src/core/cardFrame';
