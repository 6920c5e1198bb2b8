import { useAtom } from 'jotai';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { noPlaceMessage } from '../../../src/domain/search/autocompleteRules';
import { formSummary } from '../../../src/domain/search/filterChips';
import { HOLE_OPTIONS, PLAYER_OPTIONS, type Holes } from '../../../src/domain/search/constants';
import type { SearchLocation } from '../../../src/domain/search/searchFilters';
import { today } from '../../../src/domain/format';
import { DateInput } from '../../../src/ui/DateInput';
import { filtersAtom } from '../store';
import { usePlaceSuggestions } from '../usePlaceSuggestions';
import { LocationCombobox } from './LocationCombobox';

/** No location typed or chosen when the form is submitted (spec 01 §4). */
export const NO_LOCATION_MESSAGE = 'Choose a location to search.';
/** The suggestions could not be had when the form was submitted. */
export const NO_SUGGESTIONS_MESSAGE =
  "We couldn't look up that place right now. Check your connection and try again.";

interface Props {
  go: (location: SearchLocation) => Promise<string>;
  /** A message to show under the location (e.g. from the start location). */
  message?: string;
}

/**
 * Location, date, holes and players; submitting goes where the chosen location leads: the
 * suggestion chosen, else the first suggestion of the typed text (Enter or Search), else a
 * message saying what to type.
 */
export function SearchForm({ go, message = '' }: Props) {
  const [filters, setFilters] = useAtom(filtersAtom);
  const [text, setText] = useState(filters.location?.label ?? filters.location?.name ?? '');
  const [chosen, setChosen] = useState<SearchLocation | null>(filters.location);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const places = usePlaceSuggestions();
  const id = useId();
  // On phones a search folds into one line ("Austin, TX · Sat, Nov 28 · 2 players") with "Edit".
  const [editing, setEditing] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const collapsed = !!filters.location && !editing;
  useEffect(() => {
    if (editing) form.current?.querySelector('input')?.focus();
  }, [editing]);

  useEffect(() => {
    if (message) setError(message);
  }, [message]);
  useEffect(() => {
    const loc = filters.location;
    if (loc && loc !== chosen) {
      setChosen(loc);
      if (loc.type !== 'Current') setText(loc.label ?? loc.name ?? '');
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [filters.location]);

  const run = async (loc: SearchLocation) => {
    setChosen(loc);
    setError('');
    setBusy(true);
    const problem = await go(loc);
    setBusy(false);
    setError(problem);
    if (!problem) setEditing(false);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (chosen) return run(chosen);
    if (!text.trim()) return setError(NO_LOCATION_MESSAGE);
    setBusy(true);
    const typed = text;
    const top = await places.top(typed);
    setBusy(false);
    if (top === 'failed') return setError(NO_SUGGESTIONS_MESSAGE);
    if (!top) return setError(noPlaceMessage(typed));
    // The place it stands for, in the field as if chosen from the list.
    setText(top.label ?? top.name ?? typed);
    return run(top);
  };

  const errorId = error ? `${id}-error` : undefined;
  return (
    <>
      {collapsed && (
        <div className="tt-sumbar">
          <p>{formSummary(filters, today())}</p>
          <button
            type="button"
            className="tt-button tt-secondary"
            aria-expanded="false"
            aria-controls={`${id}-form`}
            onClick={() => setEditing(true)}
          >
            Edit<span className="tt-visually-hidden"> search</span>
          </button>
        </div>
      )}
      <form
        ref={form}
        id={`${id}-form`}
        className={collapsed ? 'tt-form tt-collapsed' : 'tt-form'}
        role="search"
        aria-label="Find tee times"
        onSubmit={(e) => void submit(e)}
        noValidate
      >
        <LocationCombobox
          text={text}
          onText={(t) => {
            setText(t);
            if (chosen && t !== (chosen.label ?? chosen.name)) setChosen(null);
          }}
          onChoose={(loc) => void run(loc)}
          places={places}
          errorId={errorId}
        />
        <div className="tt-field">
          <label htmlFor={`${id}-date`}>Date</label>
          <DateInput
            id={`${id}-date`}
            min={today()}
            value={filters.date ?? today()}
            onInput={(e) => {
              const v = e.currentTarget.value;
              setFilters((f) => ({ ...f, date: v || null }));
            }}
          />
        </div>
        <div className="tt-field">
          <label htmlFor={`${id}-holes`}>Holes</label>
          <select
            id={`${id}-holes`}
            value={String(filters.holes ?? '')}
            onInput={(e) => {
              const v = e.currentTarget.value;
              setFilters((f) => ({ ...f, holes: v ? (Number(v) as Holes) : null }));
            }}
          >
            {HOLE_OPTIONS.map((h) => (
              <option key={String(h)} value={h ?? ''}>
                {h ?? 'Any'}
              </option>
            ))}
          </select>
        </div>
        <div className="tt-field">
          <label htmlFor={`${id}-players`}>Players</label>
          <select
            id={`${id}-players`}
            value={String(filters.players ?? '')}
            onInput={(e) => {
              const v = e.currentTarget.value;
              setFilters((f) => ({ ...f, players: v ? Number(v) : null }));
            }}
          >
            {PLAYER_OPTIONS.map((p) => (
              <option key={String(p)} value={p ?? ''}>
                {p ?? 'Any'}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="tt-button" disabled={busy}>
          {busy ? 'Searching…' : 'Search'}
        </button>
        <p id={`${id}-error`} role="alert" className="tt-form-error">
          {error}
        </p>
      </form>
    </>
  );
}
