import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FocusHeading } from '../../../src/ui/FocusHeading';
import { movedAtom } from '../store';

/** A step's heading; it takes focus when the golfer moved to this step, so screen readers follow. */
export function StepHeading({ children }: { children: ReactNode }) {
  return (
    <FocusHeading level={3} focus={useAtomValue(movedAtom)}>
      {children}
    </FocusHeading>
  );
}
