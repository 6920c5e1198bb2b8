import { useAtom, useSetAtom } from 'jotai';
import { useId, type ReactNode } from 'react';
import { TEE_TIME_PLAYERS_MAX } from '../../../src/domain/booking/constants';
import { PICKER_RATES, type PickerFilters } from '../../../src/domain/booking/pickerRules';
import { filtersAtom, shownAtom } from '../store';
import { useTimesStyles } from './timesStyles';

/** A rate type's chip: "Hot deals" for lightning, else its name ("Senior"). */
const rateLabel = (r: string) => (r === 'lightning' ? 'Hot deals' : r[0]!.toUpperCase() + r.slice(1));

/**
 * Players (and `children`, the sort) in one row, then holes, cart, rates and prepaid only as
 * chips under "Filters" (collapsed; the count of chosen ones on it). Each change re-runs the
 * tee-time search.
 */
export function Filters({ children }: { children?: ReactNode }) {
  const t = useTimesStyles();
  const id = useId();
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
      <details>
        <summary>Filters{chosen > 0 && ` (${chosen})`}</summary>
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
              chip(rateLabel(v), f.rateTypes.includes(v), () =>
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
      </details>
    </div>
  );
}
