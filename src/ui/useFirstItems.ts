import { usePainted } from './usePainted';

/**
 * How many items of a long list a component renders: `first` (about a screen) in the render that
 * mounts it, then all of them once that render has been painted (effects run after the paint).
 * A list that arrives with its widget's first content is on the critical path of the golfer's
 * first look: the screen they see is painted before the rest of the list is built (each item off
 * screen costs the first render its components, elements and layout). Later renders of the same
 * list (another page, a filter) show everything at once.
 */
export function useFirstItems(first: number): number {
  return usePainted() ? Infinity : first;
}
