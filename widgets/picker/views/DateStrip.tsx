import { useAtom, useAtomValue, useSetAtom } from 'jotai';
import { useId, useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { dateStrip, filterParams, STRIP_DAYS, stripKey } from '../../../src/domain/booking/pickerRules';
import { formatDate, formatPrice, otherZoneName, today } from '../../../src/domain/format';
import { DateInput } from '../../../src/ui/DateInput';
import { partyTotal } from '../../../src/domain/booking/bookingTotals';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { groupsPath } from '../firstSlots';
import { dateAtom, filtersAtom, selectionAtom, shownAtom } from '../store';
import { usePickerStyles } from '../styles';
import { useTimesStyles } from './timesStyles';

interface DateStripProps {
  courseId: string;
  locale?: string | undefined;
  /** The course's IANA zone: the strip starts at the course's today, not the viewer's. */
  timeZone?: string | undefined;
}

/**
 * Two weeks from the course's today in one horizontally scrolling row whose right edge fades out
 * (there are more days than fit), each day with its lowest
 * price for the filters ("from $31.00", "No tee times"), and a date field for later days up to the
 * booking horizon. The chosen day is pressed; arrow keys, Home and End move between days.
 * Choosing a date starts over at the time slots. When the viewer's clock reads another time,
 * says times are the course's.
 */
export function DateStrip({ courseId, locale, timeZone }: DateStripProps) {
  const s = usePickerStyles();
  const t = useTimesStyles();
  const { api } = useWidget();
  const id = useId();
  const [date, setDate] = useAtom(dateAtom);
  const filters = useAtomValue(filtersAtom);
  const setSelection = useSetAtom(selectionAtom);
  const setShown = useSetAtom(shownAtom);
  const strip = useRef<HTMLDivElement>(null);
  const now = new Date();
  const first = today(now, timeZone);
  const zoneName = otherZoneName(timeZone, locale, now);
  const params = { ...filterParams(first, filters), days: STRIP_DAYS };
  const days = useRequest(
    (signal) => api.get(`${groupsPath(courseId)}/days`, { params, signal }),
    [api, courseId, JSON.stringify(params)],
  );
  const dates = dateStrip(first, date ?? undefined, STRIP_DAYS);
  const last = days.data?.lastDate;
  const choose = (d: string) => {
    setDate(d);
    setShown(15);
    setSelection({ timeSlot: null, rateType: null });
  };
  // The chosen day in view (scrolling the strip only, never the page). Measured in the next
  // frame, before its paint: read as the tee times commit, the strip's offsets forced a style and
  // layout pass of the whole picker (~20 ms) before they could show.
  useLayoutEffect(() => {
    const frame = requestAnimationFrame(() => {
      const g = strip.current;
      const b = g?.querySelector<HTMLElement>('[aria-pressed=true]');
      if (
        g &&
        b &&
        (b.offsetLeft < g.scrollLeft || b.offsetLeft + b.offsetWidth > g.scrollLeft + g.clientWidth)
      )
        g.scrollLeft = b.offsetLeft - 8;
    });
    return () => cancelAnimationFrame(frame);
  }, [date, days.data]);
  const onKey = (e: KeyboardEvent) => {
    const all = [...(strip.current?.querySelectorAll('button') ?? [])];
    const to = stripKey(e.key, all.indexOf(e.target as HTMLButtonElement), all.length);
    if (to === undefined) return;
    e.preventDefault();
    all[to]?.focus();
  };
  return (
    <>
      <div role="group" aria-label="Date" className={t.strip} ref={strip} onKeyDown={onKey}>
        {dates.map((d) => {
          const day = days.data?.days.find((x) => x.date === d);
          return (
            <button
              key={d}
              type="button"
              aria-pressed={d === date}
              tabIndex={d === date ? 0 : -1}
              onClick={() => choose(d)}
            >
              {formatDate(d, locale)}
              <small>
                {!day
                  ? '\u00a0'
                  : day.minRate === null
                    ? 'No tee times'
                    : `from ${formatPrice(day.minRate, locale)}`}
              </small>
              {/* The party's total beside the price per player (a line kept before the days answer). */}
              {filters.players > 1 && (
                <small data-total>
                  {day?.minRate == null
                    ? '\u00a0'
                    : `${formatPrice(partyTotal(day.minRate, filters.players), locale)} for ${filters.players}`}
                </small>
              )}
            </button>
          );
        })}
      </div>
      <p className={t.later}>
        <label htmlFor={`${id}d`}>Another date</label>
        <DateInput
          id={`${id}d`}
          min={first}
          max={last}
          value={date ?? ''}
          onInput={(e) => {
            const v = (e.currentTarget as HTMLInputElement).value;
            if (v >= first && (!last || v <= last)) choose(v);
          }}
        />
        {zoneName && <span className={s.muted}>Dates and times are local to the course ({zoneName}).</span>}
      </p>
    </>
  );
}
