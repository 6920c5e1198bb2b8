import type { WidgetDefinition } from '../../src/ui/widgetDefinition';

export interface DealsProps {
  location?: string;
  latitude?: number;
  longitude?: number;
  radius?: number;
  limit?: number;
  courseUrl?: string;
  date?: string;
  players?: number;
}

export const dealsElement: WidgetDefinition<DealsProps> = {
  tag: 'teetime-deals',
  description: 'Tee-time deals near a place, lowest price first, with details and a booking link.',
  attributes: {
    location: { type: 'string', description: 'Place name to find deals near (else the reader’s position).' },
    latitude: {
      type: 'number',
      description: 'Latitude to find deals near (with longitude; wins over location).',
    },
    longitude: { type: 'number', description: 'Longitude to find deals near (with latitude).' },
    radius: { type: 'number', description: 'Radius in miles (at most 150).', default: '150' },
    limit: { type: 'number', description: 'Deals per page (1–50).', default: '15' },
    courseUrl: {
      type: 'string',
      description:
        'Booking link template ({courseId}, {date}, {players}, {rateType}, {dealId}) when no <teetime-picker> is on the page.',
    },
    date: { type: 'string', description: 'Date to book (YYYY-MM-DD), passed on to the booking.' },
    players: { type: 'number', description: 'Players (1–6), passed on to the booking.' },
  },
  events: ['teetime-course-select', 'teetime-error'],
};
