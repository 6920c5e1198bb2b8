import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { movedAtom } from '../store';

/** A view's heading; it takes focus when the view appeared after a user action. */
export function Heading({ children }: { children: ReactNode }) {
  const moved = useAtomValue(movedAtom);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) ref.current?.focus();
  }, [moved]);
  return (
    <h2 ref={ref} tabIndex={-1}>
      {children}
    </h2>
  );
}
