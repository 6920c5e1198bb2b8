import type { Answer } from '../../src/core/api/apiPaths';
import type { TeetimeEventMap } from '../../src/core/events';

/** Answers of the checkout calls, camelCased (docs/api.md "Accounts and booking"). */
/** What opens a checkout: the picker's hand-over message, or the same values as attributes. */
export type CheckoutRequest = TeetimeEventMap['teetime-checkout-start'];

/**
 * POST v6/tee_times/{id}/reservations/prepare as the client answers it (the contract's type): the
 * preparation, or the sandbox's answer that the tee time can no longer seat the players.
 */
export type PrepareAnswer = Answer<'post', 'v6/tee_times/{id}/reservations/prepare'>;
/** A tee time prepared for checkout. */
export type Preparation = Exclude<PrepareAnswer, { unavailable: true }>;
/** The prices of a preparation. */
export type Pricing = Preparation['pricing'];
/** The prepared tee time. */
export type TeeTime = NonNullable<Preparation['preparedTeeTime']>['teeTime'];

/** A saved card (GET v6/credit_cards). */
export type Card = Answer<'get', 'v6/credit_cards'>['creditCards'][number];

/** GET v6/reservations/{id}. */
export type Reservation = Answer<'get', 'v6/reservations/{id}'>['reservation'];

/** What paying answers (POST v6/reservations/{token}, v6/guests/reservations). */
export type Receipt = Answer<'post', 'v6/reservations/{id}'>['receipt'];

/** What the widget shows. */
export type View =
  | { kind: 'checkout' }
  | {
      kind: 'failure';
      outcome: string;
      message: string | null;
      extra?: string | null;
      /** The HTTP status or application code of the failure (shown on the general error page). */
      status?: number | null;
      /** The failure's `failureSteps`, shown to the golfer. */
      steps?: { retryTeeTime?: boolean | null; reason?: string | null } | null;
    }
  | { kind: 'confirmation'; reservationId: string; accessToken?: string };
