import { useAtom, useSetAtom } from 'jotai';
import { dateStrip } from '../../../src/domain/booking/pickerRules';
import { formatDate, otherZoneName, today } from '../../../src/domain/format';
import { dateAtom, selectionAtom, shownAtom } from '../store';
import { usePickerStyles } from '../styles';

interface DateStripProps {
  locale?: string | undefined;
  /** The course's IANA zone: the strip starts at the course's today, not the viewer's. */
  timeZone?: string | undefined;
}

/**
 * The course's today and the next days; the chosen date is pressed. Choosing a date starts over
 * at the time slots. When the viewer's clock reads another time, says times are the course's.
 */
export function DateStrip({ locale, timeZone }: DateStripProps) {
  const s = usePickerStyles();
  const [date, setDate] = useAtom(dateAtom);
  const setSelection = useSetAtom(selectionAtom);
  const setShown = useSetAtom(shownAtom);
  const now = new Date();
  const zoneName = otherZoneName(timeZone, locale, now);
  return (
    <>
      <div role="group" aria-label="Date" className={s.row}>
        {dateStrip(today(now, timeZone), date ?? undefined).map((d) => (
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
      {zoneName && <p className={s.muted}>Dates and times are local to the course ({zoneName}).</p>}
    </>
  );
}
