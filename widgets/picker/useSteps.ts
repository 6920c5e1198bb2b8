import { useSetAtom, useStore } from 'jotai';
import { stepUrl } from '../../src/domain/booking/pickerRules';
import { updateFlow } from './flow';
import { dateAtom, noticeAtom, movedAtom, selectionAtom, skipArmedAtom } from './store';

/**
 * Moving between the steps. Each choice is stored as its step's flow-token URL, so the cascade
 * applies (a new time slot clears the rate type, provider and checkout tokens) and a reload
 * comes back to the same step.
 */
export function useSteps(courseId: string) {
  const store = useStore();
  // Read when choosing: the picker opening on a tee time chooses it right after setting the date.
  const date = () => store.get(dateAtom) ?? '';
  const setSelection = useSetAtom(selectionAtom);
  const setMoved = useSetAtom(movedAtom);
  const setArmed = useSetAtom(skipArmedAtom);
  const setNotice = useSetAtom(noticeAtom);
  const slot = (timeSlot: string) =>
    updateFlow(courseId, {
      type: 'set',
      step: 'rateTypes',
      authToken: null,
      url: stepUrl('rateTypes', courseId, { date: date(), timeSlot }),
    });
  const rate = (timeSlot: string, rateType: string) => {
    setArmed(true);
    updateFlow(courseId, {
      type: 'set',
      step: 'provider',
      authToken: null,
      url: stepUrl('provider', courseId, { date: date(), timeSlot, rateType }),
    });
  };
  return {
    chooseSlot(timeSlot: string, rateType?: string) {
      slot(timeSlot);
      setNotice('');
      if (rateType) rate(timeSlot, rateType);
      setSelection({ timeSlot, rateType: rateType ?? null });
      setMoved(true);
    },
    chooseRate(timeSlot: string, rateType: string) {
      rate(timeSlot, rateType);
      setSelection({ timeSlot, rateType });
      setMoved(true);
    },
    /** One step back: from providers to rate types, from rate types to time slots. */
    back(timeSlot: string | null) {
      updateFlow(courseId, {
        type: 'set',
        step: timeSlot ? 'provider' : 'rateTypes',
        authToken: null,
        url: null,
      });
      setSelection({ timeSlot, rateType: null });
      setMoved(true);
    },
  };
}
