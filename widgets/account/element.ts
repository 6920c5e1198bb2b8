import type { WidgetDefinition } from '../../src/ui/widgetDefinition';

/** Attributes of `<teetime-account>` (camelCase properties). */
export interface AccountProps {
  view?: string;
  params?: Record<string, string>;
  fromUrl?: boolean;
}

export const accountElement: WidgetDefinition<AccountProps> = {
  tag: 'teetime-account',
  description:
    "The golfer's account: sign-in and sign-up, profile, cards, favourites, price alerts, bookings and preferences, one screen at a time.",
  attributes: {
    view: {
      type: 'string',
      description:
        'Screen to show (sign-in, bookings, payment-methods…; see the README). Unknown views show not-found.',
      default: 'account-summary',
    },
    params: {
      type: 'json',
      description: 'Values of the screen as JSON, e.g. {"status":"upcoming","id":"res_1"} for a booking.',
    },
    fromUrl: {
      type: 'boolean',
      description: 'Read the screen from the page URL (/sign-in, /my-account/…); attributes win.',
    },
  },
  events: ['teetime-account-navigate', 'teetime-error'],
};
