/** The hosted card fields now live in src/ui (the account's "add a card" uses them too). */
export { HostedCardFields } from '../../../src/ui/HostedCardFields';
