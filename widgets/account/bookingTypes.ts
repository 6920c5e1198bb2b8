import type { Answer } from '../../src/core/api/apiPaths';

/**
 * A reservation as `GET v6/reservations[/{id}]` answers it (the contract's type), with the list's
 * own mark `shared` (shared with the golfer through an accepted invitation).
 */
export type Reservation = Answer<'get', 'v6/reservations'>['reservations'][number] & { shared?: boolean };

/** A saved card as `GET v6/credit_cards` answers it. */
export type SavedCard = Answer<'get', 'v6/credit_cards'>['creditCards'][number];

const BRANDS: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
};

/** "Visa ending in 4242". */
export const cardLabel = (c: { brand: string; lastFour: string }) =>
  `${BRANDS[c.brand] ?? c.brand} ending in ${c.lastFour}`;

/** How a booking was paid: the card, or the digital wallet. */
export const paidWith = (r: Reservation) =>
  r.creditCard
    ? cardLabel(r.creditCard)
    : r.digitalWallet
      ? (BRANDS[r.digitalWallet] ?? r.digitalWallet)
      : '';

export const bookingTotal = (r: Reservation) => r.pricing?.total ?? r.sgRevenue?.total ?? 0;

export const players = (n: number) => `${n} ${n === 1 ? 'player' : 'players'}`;

/** "08/2030". */
export const expiry = (c: SavedCard) => `${String(c.expiryMonth).padStart(2, '0')}/${c.expiryYear}`;
