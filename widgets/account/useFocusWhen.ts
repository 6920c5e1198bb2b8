import { useEffect, useRef } from 'react';

/**
 * A ref that takes focus whenever `when` changes to something truthy: an alert after an error,
 * a list heading after a delete. The element needs `tabIndex={-1}` unless it is a control.
 * `ifLost`: only when nothing in the element's root has focus any more (the button that did it
 * was replaced by its outcome), so a keyboard user goes on from the outcome, not the page's top.
 */
export function useFocusWhen<T extends HTMLElement>(when: unknown, ifLost = false) {
  const ref = useRef<T>(null);
  useEffect(() => {
    const el = ref.current;
    const active = (el?.getRootNode() as Document | ShadowRoot | undefined)?.activeElement;
    if (when && (!ifLost || !active || active === document.body)) el?.focus();
  }, [when, ifLost]);
  return ref;
}
