import type { WidgetDefinition } from '../../src/ui/widgetDefinition';

/** Inputs of `<teetime-picker>`. */
export interface PickerProps {
  courseId?: string;
  date?: string;
  time?: string;
  players?: number;
  holes?: number;
  checkoutUrl?: string;
  isAnchoredTeeTime?: boolean;
  tab?: string;
  minHour?: number;
  maxHour?: number;
  minPrice?: number;
  maxPrice?: number;
  networkMembershipOnly?: boolean;
  rateType?: string;
}

export const pickerElement: WidgetDefinition<PickerProps> = {
  tag: 'teetime-picker',
  description:
    "A course's tee times: date strip, time slots, rate types and providers, handing the chosen tee time to checkout.",
  attributes: {
    courseId: {
      type: 'string',
      description: 'Course to show. Without it the picker opens the course a search or deals widget selects.',
    },
    date: { type: 'string', description: 'Date to show first, YYYY-MM-DD.', default: 'today' },
    time: {
      type: 'string',
      description:
        "Tee time to open, HH:MM at the course, on `date`: the picker opens on its rates; when it is gone, on the day's other tee times.",
    },
    players: { type: 'number', description: 'Players, 1–6.', default: '1' },
    holes: { type: 'number', description: 'Holes: 9 or 18 (any when absent).', values: ['9', '18'] },
    checkoutUrl: {
      type: 'string',
      description:
        'Where to go to pay when no <teetime-checkout> is on the page; {courseId} {teeTimeId} {players} {date} are filled in.',
      default: '/checkout/at/{courseId}?teeTimeId={teeTimeId}&players={players}&date={date}',
    },
    tab: {
      type: 'string',
      description:
        'Course tab shown first: details, reviews (with the course reviews feature) or tee-details; anything else is details.',
      default: 'details',
      values: ['details', 'reviews', 'tee-details'],
    },
    minHour: { type: 'number', description: 'Earliest tee-off hour, 0–24 (a search narrowed to it).' },
    maxHour: { type: 'number', description: 'Latest tee-off hour, 0–24.' },
    minPrice: { type: 'number', description: 'Lowest price in dollars.' },
    maxPrice: { type: 'number', description: 'Highest price in dollars.' },
    networkMembershipOnly: { type: 'boolean', description: 'Network membership rates only.' },
    rateType: { type: 'string', description: "Rate chosen first (a deal's): lightning, online, junior…" },
    isAnchoredTeeTime: {
      type: 'boolean',
      description:
        'The page was opened from an anchored tee-time link: booking needs no sign-in, and checkout starts anchored.',
    },
  },
  events: ['teetime-tee-time-select', 'teetime-checkout-start', 'teetime-booking-failed', 'teetime-error'],
};
