import { useAtomValue } from 'jotai';
import { useEffect, useRef, type ReactNode } from 'react';
import { movedAtom } from '../store';

/** Scrolls smoothly unless the golfer asked for reduced motion. */
export const scrollBehavior = (): ScrollBehavior =>
  matchMedia('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth';

/**
 * A step's heading. When the golfer moved to this step it takes focus, so screen readers follow,
 * and the step (with the stepper above it) is scrolled into view when the heading is off-screen:
 * on a phone the chosen tile may be far below the top of the booking.
 */
export function StepHeading({ children }: { children: ReactNode }) {
  const moved = useAtomValue(movedAtom);
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    const h = ref.current;
    if (!moved || !h) return;
    h.focus({ preventScroll: true });
    const r = h.getBoundingClientRect();
    if (r.top < 0 || r.bottom > window.innerHeight)
      (h.closest('section') ?? h).scrollIntoView({ block: 'start', behavior: scrollBehavior() });
  }, [moved]);
  return (
    <h3 ref={ref} tabIndex={-1}>
      {children}
    </h3>
  );
}
