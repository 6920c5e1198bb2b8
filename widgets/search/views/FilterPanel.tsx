import { useAtom } from 'jotai';
import { useId, useState, type ReactNode } from 'react';
import {
  CURATED_CATEGORIES,
  DISTANCE_MAX,
  DISTANCE_MIN,
  PLAYERS_MAX,
  PLAYERS_MIN,
  RATE_TYPES,
} from '../../../src/domain/search/constants';
import {
  checkPriceRange,
  checkTimeRange,
  resetFilters,
  setCategory,
  setDealsOnly,
  setDistance,
  setPlayersRange,
  setPriceRange,
  setRateTypes,
  setTimeRange,
  type ResetLevel,
} from '../../../src/domain/search/filterRules';
import type { SearchFilters } from '../../../src/domain/search/searchFilters';
import { filtersAtom } from '../store';

const HOURS = Array.from({ length: 25 }, (_, h) => h);
const PLAYERS = Array.from({ length: PLAYERS_MAX }, (_, i) => i + PLAYERS_MIN);
const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
const num = (v: string) => (v.trim() === '' ? null : Number(v));
const text = (n: number | null) => (n === null ? '' : String(n));

/** Filters of the course list; every change re-runs the search. */
export function FilterPanel() {
  const [filters, setFilters] = useAtom(filtersAtom);
  const [open, setOpen] = useState(false);
  // The fields start from the filters (a price read back from the URL shows); resets clear them.
  const [price, setPrice] = useState(() => ({
    min: text(filters.priceRange.min),
    max: text(filters.priceRange.max),
  }));
  const [time, setTime] = useState(filters.timeRange);
  const id = useId();
  const apply = (fn: (f: SearchFilters) => SearchFilters) => setFilters((f) => fn(f));
  const priceRange = { min: num(price.min), max: num(price.max) };
  const priceCheck = checkPriceRange(priceRange);
  const timeCheck = checkTimeRange(time);

  const select = (
    label: string,
    value: string | number,
    options: [string | number, string][],
    on: (v: string) => void,
  ) => {
    const sid = `${id}-${label.replace(/\W/g, '')}`;
    return (
      <div className="tt-field">
        <label htmlFor={sid}>{label}</label>
        <select id={sid} value={String(value)} onInput={(e) => on(e.currentTarget.value)}>
          {options.map(([v, text]) => (
            <option key={String(v)} value={String(v)}>
              {text}
            </option>
          ))}
        </select>
      </div>
    );
  };
  const check = (label: string, checked: boolean, on: (v: boolean) => void): ReactNode => (
    <label className="tt-check">
      <input type="checkbox" checked={checked} onInput={(e) => on(e.currentTarget.checked)} /> {label}
    </label>
  );
  const reset = (level: ResetLevel) => {
    apply((f) => ({ ...resetFilters(f, level), location: f.location, nearMeSearch: f.nearMeSearch }));
    setPrice({ min: '', max: '' });
    setTime({ min: 0, max: 24 });
  };

  return (
    <div className="tt-filters">
      <button
        type="button"
        className="tt-button tt-secondary"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen(!open)}
      >
        Filters
      </button>
      <div id={`${id}-panel`} className="tt-panel" hidden={!open}>
        <fieldset>
          <legend>Price ($)</legend>
          {(['min', 'max'] as const).map((side) => (
            <div className="tt-field" key={side}>
              <label htmlFor={`${id}-price-${side}`}>
                {side === 'min' ? 'Lowest price' : 'Highest price'}
              </label>
              <input
                id={`${id}-price-${side}`}
                type="number"
                min="0"
                inputMode="decimal"
                value={price[side]}
                aria-invalid={priceCheck.valid ? undefined : true}
                aria-describedby={priceCheck.valid ? undefined : `${id}-price-error`}
                onInput={(e) => {
                  const next = { ...price, [side]: e.currentTarget.value };
                  setPrice(next);
                  apply((f) => setPriceRange(f, { min: num(next.min), max: num(next.max) }));
                }}
              />
            </div>
          ))}
          {!priceCheck.valid && (
            <p id={`${id}-price-error`} className="tt-field-error">
              {priceCheck.message}
            </p>
          )}
        </fieldset>
        <fieldset>
          <legend>Tee-off time</legend>
          {(['min', 'max'] as const).map((side) =>
            select(
              side === 'min' ? 'Earliest' : 'Latest',
              time[side],
              HOURS.map((h) => [h, hour(h)]),
              (v) => {
                const next = { ...time, [side]: Number(v) };
                setTime(next);
                apply((f) => setTimeRange(f, next));
              },
            ),
          )}
          {!timeCheck.valid && <p className="tt-field-error">{timeCheck.message}</p>}
        </fieldset>
        <fieldset>
          <legend>Rates</legend>
          {check('Deals only', filters.dealsOnly, (on) => apply((f) => setDealsOnly(f, on)))}
          {RATE_TYPES.map((r) =>
            check(r.label, filters.rateTypes.includes(r.id), (on) =>
              apply((f) =>
                setRateTypes(f, on ? [...f.rateTypes, r.id] : f.rateTypes.filter((t) => t !== r.id)),
              ),
            ),
          )}
          {check('Network membership rates only', filters.networkMembershipOnly, (on) =>
            apply((f) => ({ ...f, networkMembershipOnly: on })),
          )}
          {check('Prepaid only', filters.isPrepaidOnly, (on) => apply((f) => ({ ...f, isPrepaidOnly: on })))}
        </fieldset>
        {select(
          'Riding',
          filters.cart === null ? '' : String(filters.cart),
          [
            ['', 'Either'],
            ['true', 'Riding'],
            ['false', 'Walking'],
          ],
          (v) => apply((f) => ({ ...f, cart: v === '' ? null : v === 'true' })),
        )}
        <fieldset>
          <legend>Players</legend>
          {(['min', 'max'] as const).map((side) =>
            select(
              side === 'min' ? 'At least' : 'At most',
              filters.playersRange[side],
              PLAYERS.map((p) => [p, String(p)]),
              (v) => apply((f) => setPlayersRange(f, { ...f.playersRange, [side]: Number(v) })),
            ),
          )}
        </fieldset>
        <fieldset>
          <legend>Distance (miles)</legend>
          {(['min', 'max'] as const).map((side) => (
            <div className="tt-field" key={side}>
              <label htmlFor={`${id}-dist-${side}`}>{side === 'min' ? 'From' : 'Up to'}</label>
              <input
                id={`${id}-dist-${side}`}
                type="number"
                min={DISTANCE_MIN}
                max={DISTANCE_MAX}
                value={filters.locationRange[side]}
                onInput={(e) => {
                  const v = e.currentTarget.value;
                  if (v !== '') apply((f) => setDistance(f, { ...f.locationRange, [side]: Number(v) }));
                }}
              />
            </div>
          ))}
        </fieldset>
        {select(
          'Course list',
          filters.categoryFilter ?? '',
          [['', 'All courses'], ...CURATED_CATEGORIES.map((c): [string, string] => [c.id, c.label])],
          (v) => apply((f) => setCategory(f, v || null)),
        )}
        {check('Only courses with Foreplay reviews', filters.foreplayReviewedOnly, (on) =>
          apply((f) => ({ ...f, foreplayReviewedOnly: on })),
        )}
        <div className="tt-resets">
          <button type="button" className="tt-link" onClick={() => reset('full')}>
            Reset all filters
          </button>
          <button type="button" className="tt-link" onClick={() => reset('keepDate')}>
            Reset, keep the date
          </button>
          <button type="button" className="tt-link" onClick={() => reset('keepDateAndTimeSlot')}>
            Reset, keep date and time slot
          </button>
        </div>
      </div>
    </div>
  );
}
