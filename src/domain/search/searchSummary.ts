import { formatDate } from '../format';
import { EMPTY_SEARCH_MESSAGE } from './constants';
import type { SearchLocation } from './searchFilters';

export interface SearchSummaryInput {
  /** Courses found (the answer's total). */
  count: number;
  location: SearchLocation | null;
  /** YYYY-MM-DD, or null for no date. */
  date: string | null;
  players: number | null;
  holes?: 9 | 18 | null;
  locale?: string;
}

function place(location: SearchLocation | null): string {
  if (!location) return '';
  if (location.type === 'Current') return ' near you';
  const name = (location.label ?? location.name ?? '').trim();
  if (!name) return '';
  return location.type === 'State' || location.type === 'Section' ? ` in ${name}` : ` near ${name}`;
}

/**
 * A one-line summary of a search for screen readers (a live region), e.g.
 * "12 courses near Austin, TX on Sat, Nov 28 for 2 players". Cities, zip codes, courses and
 * deals read "near", states and sections "in", the user's position "near you"; Any players or
 * holes are left out. No results: the spec's empty-search message.
 */
export function searchSummary(input: SearchSummaryInput): string {
  if (input.count <= 0) return EMPTY_SEARCH_MESSAGE;
  const parts = [`${input.count} ${input.count === 1 ? 'course' : 'courses'}${place(input.location)}`];
  if (input.date) parts.push(`on ${formatDate(input.date, input.locale)}`);
  if (input.players !== null)
    parts.push(`for ${input.players} ${input.players === 1 ? 'player' : 'players'}`);
  let text = parts.join(' ');
  if (input.holes) text += `, ${input.holes} holes`;
  return text;
}

export { EMPTY_SEARCH_MESSAGE };
