import type { WidgetDefinition } from '../../src/ui/widgetDefinition';

/** Partner inputs of `<teetime-search>` (brand, api-base and locale are common to every widget). */
export interface SearchProps {
  location?: string;
  date?: string;
  players?: number;
  holes?: number;
  view?: string;
  category?: string;
  courseUrl?: string;
  syncUrl?: boolean;
  hotDeals?: boolean;
}

export const searchElement: WidgetDefinition<SearchProps> = {
  tag: 'teetime-search',
  description: 'Course search: location autocomplete, date, holes and players, filters and course lists.',
  attributes: {
    location: {
      type: 'string',
      description: 'Start place: a name, zip code or path (/explore/us/tx, /sections/x, /deals).',
    },
    date: { type: 'string', description: 'Search date, YYYY-MM-DD.', default: 'today' },
    players: { type: 'number', description: 'Players, 1–6 (empty = Any).' },
    holes: { type: 'number', description: 'Holes, 9 or 18 (empty = Any).' },
    view: { type: 'string', description: 'Results view.', default: 'list', values: ['list', 'map'] },
    category: {
      type: 'string',
      description: 'Curated list (best_courses, top_rated…).',
    },
    courseUrl: {
      type: 'string',
      description: 'Course link template ({courseId}, {date}, {players}) without a picker.',
    },
    syncUrl: {
      type: 'boolean',
      description: 'Keep the search in the page URL.',
    },
    hotDeals: {
      type: 'boolean',
      description: 'Deals only from the start.',
    },
  },
  events: ['teetime-search', 'teetime-course-select', 'teetime-error'],
};
