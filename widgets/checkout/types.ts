import type { TeetimeEventMap } from '../../src/core/events';
import type { PolicyAnswer, RefundAnswer } from '../../src/ui/CancellationPolicy';

/** Answers of the checkout calls, camelCased (docs/api.md "Accounts and booking"). */
/** What opens a checkout: the picker's hand-over message, or the same values as attributes. */
export type CheckoutRequest = TeetimeEventMap['teetime-checkout-start'];

export interface TeeTime {
  id: string;
  courseId: string;
  courseName?: string;
  date: string;
  teeOffAtLocal: string;
  rateType?: string;
  rateTypeName?: string;
  price: number;
  players: number;
  numHoles?: number;
  isRiding?: boolean;
  isRefundable?: boolean;
}

export interface Pricing {
  currency?: string;
  pricePerPlayer: number;
  qty: number;
  subtotal: number;
  fees?: { name: string; amount: number }[];
  bookingFee: number;
  bookingFeeCredit: number;
  promoSavings: number;
  rewardsPoints: number;
  rewardsAmount: number;
  giftCardAmount: number;
  donationAmount: number;
  total: number;
}

export interface Preparation {
  authToken: string;
  creditCard?: Card | null;
  defaultPaymentMethod?: string | null;
  /** Sandbox only: its test wallet pays where the browser offers no wallet (docs/testing.md). */
  sandboxWallet?: boolean;
  features?: {
    giftCardRedemption?: boolean;
    rewardsRedemption?: boolean;
    promoCodeRedemption?: boolean;
    promoCodeRedemptionBlocked?: boolean;
    giftCardRedemptionBlocked?: boolean;
  } | null;
  disclaimer?: string | null;
  /** Until when cancelling is free (course time), or prepaid and not refundable. */
  cancellationPolicy?: PolicyAnswer | null;
  preparedTeeTime: {
    teeTime: TeeTime;
    bonusPromoCode?: { promoCode: string; promoSavings: number } | null;
    promoCode?: string | null;
  } | null;
  appliedModifiers?: {
    qty: number;
    applyBookingFeeCredit: boolean;
    promoCodes: string[];
    redeemLoyaltyPoints: number;
    donationAmount: number;
    giftCard: string | null;
  };
  isGiftCardCvvRequired?: boolean;
  rewardsPointsBalance?: number;
  bookingFeeCreditBalance?: number;
  pricing: Pricing;
}

export interface Card {
  id: string;
  brand: string;
  lastFour: string;
  isDefault?: boolean;
}

export interface Reservation {
  id: string;
  qty: number;
  status: string;
  date: string;
  teeOffAtLocal: string;
  course: {
    id: string;
    name: string;
    formattedAddress?: string;
    phone?: string;
    hasEventualInsurance?: boolean;
    timeZone?: string | null;
  };
  teeTimeReservationId?: string;
  sgRevenue?: { total: number; price: number };
  inviter?: { userId?: string | null; email?: string; firstName?: string; lastName?: string };
  isGuest?: boolean;
  creditCard?: { brand: string; lastFour: string } | null;
  digitalWallet?: string | null;
  /** Present for the owner (or access-token holder) only. */
  accessToken?: string;
  hasEventualInsurance?: boolean;
  /** `invitee`: a co-player's read-only view. */
  viewer?: 'owner' | 'invitee';
  isCancellable?: boolean;
  /** The policy, and the refund: given back (cancelled), or if cancelled now (owner, upcoming). */
  cancellation?: (PolicyAnswer & { refund?: RefundAnswer | null }) | null;
  /** Where the confirmation e-mail went; `outboxPath` (sandbox only) is its copy, under the API base. */
  confirmationEmail?: { to: string; outboxPath?: string | null } | null;
}

export interface Receipt {
  reservationId: string;
  accessToken: string;
}

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
