// The golfer's last input: a key, or a pointer (or none yet). Window listeners in the capture
// phase see the events of every shadow root (they are composed).
let keyed = false;
let input = false;
// Not in a server render (no window): the browser adds them when it runs the module.
if (typeof window !== 'undefined') {
  window.addEventListener('keydown', () => (input = keyed = true), true);
  window.addEventListener('pointerdown', () => ((input = true), (keyed = false)), true);
}

/**
 * Moves focus to `el` (a heading with tabindex=-1, for screen readers) with its focus ring only
 * after a key: Chromium shows a ring on any focus moved from a text field, mouse or not. Not
 * before the golfer's first key or pointer on the page: a search that shows its place's courses
 * as the page loads leaves focus where it is, and the partner's page where it was (a focus
 * moved scrolls its element into view).
 */
export function quietFocus(el: HTMLElement | null | undefined): void {
  if (!input) return;
  el?.toggleAttribute('data-quiet', !keyed);
  el?.focus();
}
