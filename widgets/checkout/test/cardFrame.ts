/** The hosted card fields' test helpers now live in tests/support (the account's tests use them too). */
export { axeViolations, cardFieldsReady, cardFrameDoc } from '../../../tests/support/cardFrame';
