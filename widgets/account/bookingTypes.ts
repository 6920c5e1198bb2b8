import type { BookingStatus } from '../../src/domain/account/accountRoutes';
import type { PolicyAnswer, RefundAnswer } from '../../src/ui/CancellationPolicy';

/** A reservation as `GET v6/reservations[/{id}]` answers it (camelCased). */
export interface Reservation {
  id: string;
  qty: number;
  status: BookingStatus;
  date: string;
  teeOffAtLocal: string;
  course: {
    id: string;
    name?: string;
    formattedAddress?: string;
    phone?: string;
    timeZone?: string | null;
  };
  teeTimeReservationId?: string;
  pricing?: { total: number };
  sgRevenue?: { total: number };
  inviter?: {
    userId: string | null;
    firstName?: string | null;
    lastName?: string | null;
    email?: string | null;
  };
  creditCard?: { brand: string; lastFour: string } | null;
  digitalWallet?: string | null;
  hasEventualInsurance?: boolean;
  isCancellable?: boolean;
  /** The cancellation policy and the refund: given back (cancelled), or if cancelled now (upcoming). */
  cancellation?: (PolicyAnswer & { refund?: RefundAnswer | null }) | null;
  /** Marked by the list: shared with the golfer through an accepted invitation. */
  shared?: boolean;
}

/** A saved card as `GET v6/credit_cards` answers it. */
export interface SavedCard {
  id: string;
  brand: string;
  lastFour: string;
  expiryMonth: number;
  expiryYear: number;
  name?: string | null;
  zip?: string | null;
  isDefault: boolean;
}

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
