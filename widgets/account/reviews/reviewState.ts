import { atom } from 'jotai';
import type { ModerationFilters } from '../../../src/domain/account/reviewModeration';

/** The moderator's filters, kept across tabs (each tab is its own screen). */
export const moderationFiltersAtom = atom<ModerationFilters>({});
