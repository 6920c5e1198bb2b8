import type { WidgetDefinition } from '../../src/ui/widgetDefinition';

/** Attributes of `<teetime-checkout>` (camelCase properties). */
export interface CheckoutProps {
  courseId?: string;
  teeTimeId?: string;
  players?: number;
  prepaymentRuleId?: string;
  isGuest?: boolean;
  isAnchoredTeeTime?: boolean;
  reservationId?: string;
  accessToken?: string;
  isAppClipUrl?: boolean;
  isRedirectedToMembership?: boolean;
  inviteId?: string;
  courseUrl?: string;
  fromUrl?: boolean;
  placeholder?: boolean;
}

export const checkoutElement: WidgetDefinition<CheckoutProps> = {
  tag: 'teetime-checkout',
  description:
    'Checkout for one tee time: preparation, promo codes, gift cards, payment (saved card, new card, guest, digital wallets), confirmation and invitations.',
  attributes: {
    courseId: { type: 'string', description: 'Course of the tee time (the course id in the path).' },
    teeTimeId: {
      type: 'string',
      description: 'Tee time to check out. Without it, checkout waits for the picker.',
    },
    players: { type: 'number', description: 'Number of players (1–6).', default: '1' },
    prepaymentRuleId: {
      type: 'string',
      description: 'Prepayment rule of the tee time, sent with the preparation.',
    },
    isGuest: { type: 'boolean', description: 'Check out as a guest (no sign-in).' },
    isAnchoredTeeTime: {
      type: 'boolean',
      description: 'The tee time came from an anchored link (no sign-in needed).',
    },
    reservationId: {
      type: 'string',
      description: 'Show the confirmation of this reservation instead of a checkout.',
    },
    accessToken: {
      type: 'string',
      description: "The reservation's access token (guests reach their booking with it).",
    },
    isAppClipUrl: {
      type: 'boolean',
      description:
        'Opened from an app-clip link: no wallet passes (also on the confirmation after paying here).',
    },
    isRedirectedToMembership: {
      type: 'boolean',
      description:
        'The golfer came from the membership page: a rate that needs a membership (11002) offers the other rates instead of the membership again.',
    },
    inviteId: { type: 'string', description: 'Show this invitation (accept or decline).' },
    fromUrl: {
      type: 'boolean',
      description:
        'Read the tee time from the page URL (/checkout/at/{courseId}?teeTimeId=…&players=…&date=…&isGuest=true&isRedirectedToMembership=true&failureSteps=…; a guest link’s guestTeeTimeId is the tee time of a guest checkout) or a confirmation (/booking-confirmations/{reservationId}?accessToken=…, or ?reservationId=…); attributes win. After paying, the page URL is replaced by the confirmation’s, so a reload shows it again.',
    },
    courseUrl: {
      type: 'string',
      description:
        'Where a recommended course goes when no <teetime-picker> is on the page: a template with {courseId}, {date}, {players}.',
    },
    placeholder: {
      type: 'boolean',
      description: 'With nothing to check out, show one line instead of nothing.',
    },
  },
  events: ['teetime-booking-confirmed', 'teetime-booking-failed', 'teetime-course-select', 'teetime-error'],
};
