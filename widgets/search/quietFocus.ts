// The golfer's last input: a key, or a pointer (or none yet). Window listeners in the capture
// phase see the events of every shadow root (they are composed).
let keyed = false;
addEventListener('keydown', () => (keyed = true), true);
addEventListener('pointerdown', () => (keyed = false), true);

/**
 * Moves focus to `el` (a heading with tabindex=-1, for screen readers) with its focus ring only
 * after a key: Chromium shows a ring on any focus moved from a text field, mouse or not.
 */
export function quietFocus(el: HTMLElement | null | undefined): void {
  el?.toggleAttribute('data-quiet', !keyed);
  el?.focus();
}
