import { useAtomValue } from 'jotai';
import type { ReactNode } from 'react';
import { FocusHeading } from '../../../src/ui/FocusHeading';
import { movedAtom } from '../store';

/** A view's heading; it takes focus when the view appeared after a user action. */
export function Heading({ children }: { children: ReactNode }) {
  return (
    <FocusHeading level={2} focus={useAtomValue(movedAtom)}>
      {children}
    </FocusHeading>
  );
}
