import { useEffect, useRef } from 'react';

/**
 * A ref that takes focus whenever `when` changes to something truthy: an alert after an error,
 * a list heading after a delete. The element needs `tabIndex={-1}` unless it is a control.
 */
export function useFocusWhen<T extends HTMLElement>(when: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (when) ref.current?.focus();
  }, [when]);
  return ref;
}
