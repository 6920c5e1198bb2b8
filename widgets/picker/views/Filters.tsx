import { useAtom, useSetAtom } from 'jotai';
import { useId, useRef, useState, type ReactNode } from 'react';
import { TEE_TIME_PLAYERS_MAX } from '../../../src/domain/booking/constants';
import { PICKER_RATES, type PickerFilters } from '../../../src/domain/booking/pickerRules';
import { rateName } from '../../../src/domain/booking/rateName';
import { filtersAtom, shownAtom } from '../store';
import { useTimesStyles } from './timesStyles';

/**
 * One toolbar row: players, `children` (the sort) and "Filters" (the count of chosen ones on it),
 * which opens holes, cart, rates and prepaid only as chips, and "Show N tee times" (`count`, the
 * tiles the filters leave) to close them. Each change re-runs the tee-time search.
 */
export function Filters({ children, count }: { children?: ReactNode; count?: number | undefined }) {
  const t = useTimesStyles();
  const id = useId();
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const [f, setFilters] = useAtom(filtersAtom);
  const setShown = useSetAtom(shownAtom);
  const set = (patch: Partial<PickerFilters>) => {
    setFilters((prev) => ({ ...prev, ...patch }));
    setShown(15);
  };
  const chip = (label: string, on: boolean, click: () => void) => (
    <button key={label} type="button" aria-pressed={on} onClick={click}>
      {label}
    </button>
  );
  const group = <T,>(legend: string, current: T, options: [T, string][], on: (v: T) => void) => (
    <fieldset>
      <legend>{legend}</legend>
      <div>{options.map(([v, l]) => chip(l, v === current, () => on(v)))}</div>
    </fieldset>
  );
  const chosen =
    (f.holes ? 1 : 0) + (f.riding === null ? 0 : 1) + f.rateTypes.length + (f.prepaidOnly ? 1 : 0);
  return (
    <div role="group" aria-label="Filters" className={t.chips}>
      <div>
        <label htmlFor={`${id}players`}>Players</label>
        <select
          id={`${id}players`}
          value={String(f.players)}
          onInput={(e) => set({ players: Number((e.currentTarget as HTMLSelectElement).value) })}
        >
          {Array.from({ length: TEE_TIME_PLAYERS_MAX }, (_, i) => (
            <option key={i}>{i + 1}</option>
          ))}
        </select>
      </div>
      {children}
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={open ? `${id}f` : undefined}
        onClick={() => setOpen(!open)}
      >
        Filters{chosen > 0 && ` (${chosen})`}
      </button>
      {/* Built when it opens: the first render of the tee times does not need it. */}
      {open && (
        <div id={`${id}f`}>
          {group<PickerFilters['holes']>(
            'Holes',
            f.holes,
            [
              [null, 'Any'],
              [9, '9 holes'],
              [18, '18 holes'],
            ],
            (holes) => set({ holes }),
          )}
          {group<PickerFilters['riding']>(
            'Cart',
            f.riding,
            [
              [null, 'Any'],
              [true, 'Riding'],
              [false, 'Walking'],
            ],
            (riding) => set({ riding }),
          )}
          <fieldset>
            <legend>Rates</legend>
            <div>
              {PICKER_RATES.map((v) =>
                chip(rateName(v, v[0]!.toUpperCase() + v.slice(1)), f.rateTypes.includes(v), () =>
                  set({
                    rateTypes: f.rateTypes.includes(v)
                      ? f.rateTypes.filter((r) => r !== v)
                      : [...f.rateTypes, v],
                  }),
                ),
              )}
              {chip('Prepaid only', f.prepaidOnly, () => set({ prepaidOnly: !f.prepaidOnly }))}
            </div>
          </fieldset>
          <button
            type="button"
            className="tt-button"
            onClick={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          >
            {count === undefined ? 'Show tee times' : `Show ${count} tee time${count === 1 ? '' : 's'}`}
          </button>
        </div>
      )}
    </div>
  );
}
