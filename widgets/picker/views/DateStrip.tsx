import { useAtom, useSetAtom } from 'jotai';
import { dateStrip } from '../../../src/domain/booking/pickerRules';
import { formatDate, today } from '../../../src/domain/format';
import { dateAtom, selectionAtom, shownAtom } from '../store';
import { usePickerStyles } from '../styles';

/** Today and the next days; the chosen date is pressed. Choosing a date starts over at the time slots. */
export function DateStrip({ locale }: { locale?: string }) {
  const s = usePickerStyles();
  const [date, setDate] = useAtom(dateAtom);
  const setSelection = useSetAtom(selectionAtom);
  const setShown = useSetAtom(shownAtom);
  return (
    <div role="group" aria-label="Date" className={s.row}>
      {dateStrip(today(), date ?? undefined).map((d) => (
        <button
          key={d}
          type="button"
          className={s.chip}
          aria-pressed={d === date}
          onClick={() => {
            setDate(d);
            setShown(15);
            setSelection({ timeSlot: null, rateType: null });
          }}
        >
          {formatDate(d, locale)}
        </button>
      ))}
    </div>
  );
}
