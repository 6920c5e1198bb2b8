import type { WidgetDefinition } from '../../src/ui/widgetDefinition';

/** Partner inputs of `<teetime-search>` (brand, api-base and locale are common to every widget). */
export interface SearchProps {
  location?: string;
  date?: string;
  players?: number;
  holes?: number;
  category?: string;
  courseUrl?: string;
  syncUrl?: boolean;
  home?: boolean;
  hotDeals?: boolean;
}

export const searchElement: WidgetDefinition<SearchProps> = {
  tag: 'teetime-search',
  description: 'Course search: location autocomplete, date, holes and players, filters and course lists.',
  attributes: {
    location: {
      type: 'string',
      description:
        'Start place: "Austin, TX", a zip code, or a path (/explore/us/tx/austin, /sections/desert-golf).',
    },
    date: { type: 'string', description: 'Search date, YYYY-MM-DD.', default: 'today' },
    players: { type: 'number', description: 'Players, 1–6 (empty = Any).' },
    holes: { type: 'number', description: 'Holes, 9 or 18 (empty = Any).' },
    category: {
      type: 'string',
      description: 'Curated list filter (best_courses, top_rated, …); others are ignored.',
    },
    courseUrl: {
      type: 'string',
      description:
        'Course link template ({courseId}, {date}, {players}, {time}) when no <teetime-picker> is on the page.',
    },
    syncUrl: {
      type: 'boolean',
      description: 'Keep the search in the page URL and read it back on load.',
    },
    home: {
      type: 'boolean',
      description: 'Show the home (banner, contest, courses near the golfer) before a search.',
    },
    hotDeals: {
      type: 'boolean',
      description: 'Deals only (the special rate) from the start.',
    },
  },
  events: ['teetime-search', 'teetime-course-select', 'teetime-error'],
};
