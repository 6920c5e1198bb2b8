/** The card-fields frame's messages now live in src/core (the account's "add a card" uses them too). */
export * from '../../../src/core/cardFrameProtocol';
