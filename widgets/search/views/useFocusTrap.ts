import { useLayoutEffect, type RefObject } from 'react';

const FOCUSABLE =
  'button:not([disabled]),input:not([disabled]),select:not([disabled]),a[href],[tabindex="0"]';

/**
 * While `open`: focus moves into the panel, Tab and Shift+Tab stay inside it, Escape calls
 * `onClose` (which gives focus back to whatever opened the panel).
 */
export function useFocusTrap(panel: RefObject<HTMLElement | null>, open: boolean, onClose: () => void) {
  // A layout effect: focus is inside before the browser paints, so a key pressed right after
  // opening (Escape, Tab) already reaches the panel.
  useLayoutEffect(() => {
    const el = panel.current;
    if (!open || !el) return;
    el.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.preventDefault();
        e.stopPropagation();
        onClose();
        return;
      }
      if (e.key !== 'Tab') return;
      const all = [...el.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = all[0];
      const last = all[all.length - 1];
      const at = (el.getRootNode() as ShadowRoot | Document).activeElement;
      if (e.shiftKey && at === first) {
        e.preventDefault();
        last?.focus();
      } else if (!e.shiftKey && at === last) {
        e.preventDefault();
        first?.focus();
      }
    };
    el.addEventListener('keydown', onKey);
    return () => el.removeEventListener('keydown', onKey);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
}
