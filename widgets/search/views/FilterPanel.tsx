import { useAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import {
  CURATED_CATEGORIES,
  DISTANCE_MAX,
  DISTANCE_MIN,
  PLAYERS_MAX,
  PLAYERS_MIN,
  RATE_TYPES,
} from '../../../src/domain/search/constants';
import {
  activeFilterCount,
  clearFilters,
  timesOfDay,
  TIMES_OF_DAY,
  toggleTimeOfDay,
} from '../../../src/domain/search/filterChips';
import {
  checkPriceRange,
  setCategory,
  setDealsOnly,
  setDistance,
  setPlayersRange,
  setPriceRange,
  setRateTypes,
  setTimeRange,
} from '../../../src/domain/search/filterRules';
import type { SearchFilters } from '../../../src/domain/search/searchFilters';
import { filtersAtom } from '../store';
import { useFocusTrap } from './useFocusTrap';

const PLAYERS = Array.from({ length: PLAYERS_MAX }, (_, i) => i + PLAYERS_MIN);
const num = (v: string) => (v.trim() === '' ? null : Number(v));
const text = (n: number | null) => (n === null ? '' : String(n));
/** Golfers' names of the rate types ("Specials" is the API's name of the hot-deal rate). */
const rateLabel = (id: string, label: string) => (id === 'lightning' ? 'Hot deals' : label);

interface Props {
  /** Courses the list shows with the applied filters (as its summary counts them). */
  count: number;
  /** Courses the list would show with a set of filters ("Show N courses"); rejects when unknown. */
  countFor: (f: SearchFilters) => Promise<number>;
}

/**
 * Filters of the course list: a "Filters" button with the number of active filters opens a drawer
 * (phones) or popover (wider screens); changes apply with "Show N courses", "Clear all" clears them.
 */
export function FilterPanel({ count, countFor }: Props) {
  const [applied, setApplied] = useAtom(filtersAtom);
  const [open, setOpen] = useState(false);
  // The drawer edits a draft; only "Show N courses" runs the search with it.
  const [filters, setFilters] = useState(applied);
  const [price, setPrice] = useState({ min: '', max: '' });
  const [found, setFound] = useState<number | null>(count);
  const id = useId();
  const opener = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const active = activeFilterCount(applied);
  const apply = (fn: (f: SearchFilters) => SearchFilters) => setFilters((f) => fn(f));
  const priceRange = { min: num(price.min), max: num(price.max) };
  const priceCheck = checkPriceRange(priceRange);
  // The price fields join the draft while they are valid (an invalid pair cannot be applied).
  const draft = priceCheck.valid ? setPriceRange(filters, priceRange) : filters;

  const show = () => {
    setFilters(applied);
    setPrice({ min: text(applied.priceRange.min), max: text(applied.priceRange.max) });
    setFound(count);
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    opener.current?.focus();
  };
  useFocusTrap(panel, open, close);

  // How many courses the draft finds, asked 300 ms after the last change.
  const draftKey = JSON.stringify(draft);
  const same = draftKey === JSON.stringify(applied);
  useEffect(() => {
    if (!open) return;
    if (same) return setFound(count);
    setFound(null);
    let live = true;
    const t = setTimeout(
      () =>
        countFor(draft).then(
          (n) => live && setFound(n),
          () => 0,
        ),
      300,
    );
    return () => {
      live = false;
      clearTimeout(t);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, draftKey, same, count]);

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
      <input type="checkbox" checked={checked} onChange={(e) => on(e.currentTarget.checked)} /> {label}
    </label>
  );

  return (
    <div className="tt-filters">
      <button
        ref={opener}
        type="button"
        className="tt-button tt-secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? `${id}-panel` : undefined}
        onClick={() => (open ? close() : show())}
      >
        Filters
        {active > 0 && (
          <span className="tt-count">
            {' '}
            {active}
            <span className="tt-visually-hidden"> active</span>
          </span>
        )}
      </button>
      {open && <div className="tt-scrim" onClick={close} />}
      {/* Built when it opens: closed, it is ~100 elements the list's first render would not show. */}
      {open && (
        <div
          ref={panel}
          id={`${id}-panel`}
          className="tt-drawer"
          role="dialog"
          aria-modal="true"
          aria-labelledby={`${id}-title`}
        >
          <div className="tt-drawer-head">
            <h2 id={`${id}-title`}>Filters</h2>
            <button type="button" className="tt-close" aria-label="Close filters" onClick={close}>
              ×
            </button>
          </div>
          <div className="tt-drawer-body">
            <fieldset>
              <legend>Time of day</legend>
              <div className="tt-chips">
                {TIMES_OF_DAY.map((t) => (
                  <button
                    key={t.id}
                    type="button"
                    className="tt-chip"
                    aria-pressed={timesOfDay(filters.timeRange).includes(t.id)}
                    onClick={() => apply((f) => setTimeRange(f, toggleTimeOfDay(f.timeRange, t.id)))}
                  >
                    {t.label} <span className="tt-hint">{t.hint}</span>
                  </button>
                ))}
              </div>
            </fieldset>
            <fieldset>
              <legend>Price per player ($)</legend>
              <div className="tt-pair">
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
                      placeholder="Any"
                      value={price[side]}
                      aria-invalid={priceCheck.valid ? undefined : true}
                      aria-describedby={priceCheck.valid ? undefined : `${id}-price-error`}
                      onInput={(e) => {
                        const v = e.currentTarget.value;
                        setPrice((p) => ({ ...p, [side]: v }));
                      }}
                    />
                  </div>
                ))}
              </div>
              <p id={`${id}-price-error`} className="tt-field-error">
                {priceCheck.valid ? '' : priceCheck.message}
              </p>
            </fieldset>
            <fieldset>
              <legend>Rates</legend>
              {check('Deals only', filters.dealsOnly, (on) => apply((f) => setDealsOnly(f, on)))}
              {RATE_TYPES.map((r) =>
                check(rateLabel(r.id, r.label), filters.rateTypes.includes(r.id), (on) =>
                  apply((f) =>
                    setRateTypes(f, on ? [...f.rateTypes, r.id] : f.rateTypes.filter((t) => t !== r.id)),
                  ),
                ),
              )}
              {check('Network membership rates only', filters.networkMembershipOnly, (on) =>
                apply((f) => ({ ...f, networkMembershipOnly: on })),
              )}
              {check('Prepaid only', filters.isPrepaidOnly, (on) =>
                apply((f) => ({ ...f, isPrepaidOnly: on })),
              )}
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
              <div className="tt-pair">
                {(['min', 'max'] as const).map((side) =>
                  select(
                    side === 'min' ? 'At least' : 'At most',
                    filters.playersRange[side],
                    PLAYERS.map((p) => [p, String(p)]),
                    (v) => apply((f) => setPlayersRange(f, { ...f.playersRange, [side]: Number(v) })),
                  ),
                )}
              </div>
            </fieldset>
            <div className="tt-field">
              <label htmlFor={`${id}-dist`}>Distance</label>
              <select
                id={`${id}-dist`}
                value={String(filters.locationRange.max)}
                onInput={(e) => {
                  const max = Number(e.currentTarget.value);
                  apply((f) => setDistance(f, { min: DISTANCE_MIN, max }));
                }}
              >
                {[5, 10, 25, 50, 100, DISTANCE_MAX].map((m) => (
                  <option key={m} value={m}>
                    {m === DISTANCE_MAX ? 'Any distance' : `Within ${m} miles`}
                  </option>
                ))}
                {![5, 10, 25, 50, 100, DISTANCE_MAX].includes(filters.locationRange.max) && (
                  <option value={filters.locationRange.max}>Within {filters.locationRange.max} miles</option>
                )}
              </select>
            </div>
            {select(
              'Course list',
              filters.categoryFilter ?? '',
              [['', 'All courses'], ...CURATED_CATEGORIES.map((c): [string, string] => [c.id, c.label])],
              (v) => apply((f) => setCategory(f, v || null)),
            )}
            {check('Only courses reviewed by Foreplay, the golf show', filters.foreplayReviewedOnly, (on) =>
              apply((f) => ({ ...f, foreplayReviewedOnly: on })),
            )}
          </div>
          <div className="tt-drawer-foot">
            <button
              type="button"
              className="tt-button tt-secondary"
              onClick={() => {
                setFilters(clearFilters(filters));
                setPrice({ min: '', max: '' });
              }}
            >
              Clear all
            </button>
            <button
              type="button"
              className="tt-button"
              disabled={!priceCheck.valid}
              onClick={() => {
                setApplied(draft);
                close();
              }}
            >
              {found === null ? 'Show courses' : `Show ${found} ${found === 1 ? 'course' : 'courses'}`}
            </button>
          </div>
        </div>
      )}
    </div>
  );
}
