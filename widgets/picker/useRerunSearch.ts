import { useSetAtom } from 'jotai';
import { useEffect } from 'react';
import { getBus } from '../../src/core/bus';
import { rerunsSearch } from '../../src/domain/booking/prepareOutcome';
import { updateFlow } from './flow';
import { handoffAtom, movedAtom, noticeAtom, pendingBookAtom, rerunAtom, selectionAtom } from './store';

/**
 * 'Authorization Failed' at checkout (spec 01 §8: error state, and the search is re-run): when a
 * checkout reports it for this course, the picker drops its stale steps and flow tokens and loads
 * the tee times again, saying why.
 */
export function useRerunSearch(courseId: string) {
  const setSelection = useSetAtom(selectionAtom);
  const setHandoff = useSetAtom(handoffAtom);
  const setPending = useSetAtom(pendingBookAtom);
  const setMoved = useSetAtom(movedAtom);
  const setRerun = useSetAtom(rerunAtom);
  const setNotice = useSetAtom(noticeAtom);
  useEffect(
    () =>
      getBus().on('teetime-booking-failed', (failure) => {
        if (failure.courseId !== courseId || !rerunsSearch(failure)) return;
        updateFlow(courseId, { type: 'reset' });
        setSelection({ timeSlot: null, rateType: null });
        setHandoff(null);
        setPending(null);
        setRerun((n) => n + 1);
        setNotice('Your booking session with the course expired, so the tee times were loaded again.');
        setMoved(true);
      }),
    [courseId, setSelection, setHandoff, setPending, setMoved, setRerun, setNotice],
  );
}
