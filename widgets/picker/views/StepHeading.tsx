import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { movedAtom } from '../store';

/** A step's heading; it takes focus when the golfer moved to this step, so screen readers follow. */
export function StepHeading({ children }: { children: ReactNode }) {
  const moved = useAtomValue(movedAtom);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (moved) ref.current?.focus();
  }, [moved]);
  return (
    <h3 ref={ref} tabIndex={-1}>
      {children}
    </h3>
  );
}
