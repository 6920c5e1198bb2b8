import { useAtom, useSetAtom } from 'jotai';
import { useId } from 'react';
import { TEE_TIME_PLAYERS_MAX } from '../../../src/domain/booking/constants';
import type { PickerFilters } from '../../../src/domain/booking/pickerRules';
import { filtersAtom, shownAtom } from '../store';
import { usePickerStyles } from '../styles';

export const RATE_TYPES: [string, string][] = [
  ['lightning', 'Specials'],
  ['online', 'Online'],
  ['junior', 'Junior'],
  ['senior', 'Senior'],
  ['resident', 'Resident'],
  ['member', 'Member'],
  ['military', 'Military'],
];

const value = (e: Event) => (e.currentTarget as HTMLSelectElement).value;

/** Players, holes, riding, rate types and prepaid only; each change re-runs the tee-time search. */
export function Filters() {
  const s = usePickerStyles();
  const id = useId();
  const [f, setFilters] = useAtom(filtersAtom);
  const setShown = useSetAtom(shownAtom);
  const set = (patch: Partial<PickerFilters> | ((f: PickerFilters) => Partial<PickerFilters>)) => {
    setFilters((prev) => ({ ...prev, ...(typeof patch === 'function' ? patch(prev) : patch) }));
    setShown(15);
  };
  const select = (
    key: string,
    label: string,
    current: string,
    options: [string, string][],
    on: (v: string) => void,
  ) => (
    <div>
      <label htmlFor={`${id}${key}`}>{label}</label>
      <select id={`${id}${key}`} value={current} onInput={(e) => on(value(e as unknown as Event))}>
        {options.map(([v, l]) => (
          <option key={v} value={v}>
            {l}
          </option>
        ))}
      </select>
    </div>
  );
  return (
    <div role="group" aria-label="Filters" className={s.filters}>
      {select(
        'players',
        'Players',
        String(f.players),
        Array.from({ length: TEE_TIME_PLAYERS_MAX }, (_, i) => [String(i + 1), String(i + 1)]),
        (v) => set({ players: Number(v) }),
      )}
      {select(
        'holes',
        'Holes',
        String(f.holes ?? ''),
        [
          ['', 'Any'],
          ['9', '9 holes'],
          ['18', '18 holes'],
        ],
        (v) => set({ holes: v === '9' ? 9 : v === '18' ? 18 : null }),
      )}
      {select(
        'riding',
        'Cart',
        f.riding === null ? '' : String(f.riding),
        [
          ['', 'Any'],
          ['true', 'Riding'],
          ['false', 'Walking'],
        ],
        (v) => set({ riding: v === '' ? null : v === 'true' }),
      )}
      <fieldset>
        <legend>Rate types</legend>
        {RATE_TYPES.map(([v, l]) => (
          <label key={v} className="tt-check">
            <input
              type="checkbox"
              checked={f.rateTypes.includes(v)}
              onInput={() =>
                set({
                  rateTypes: f.rateTypes.includes(v)
                    ? f.rateTypes.filter((r) => r !== v)
                    : [...f.rateTypes, v],
                })
              }
            />{' '}
            {l}
          </label>
        ))}
      </fieldset>
      <label className="tt-check">
        <input
          type="checkbox"
          checked={f.prepaidOnly}
          onInput={() => set((p) => ({ prepaidOnly: !p.prepaidOnly }))}
        />{' '}
        Prepaid only
      </label>
    </div>
  );
}
