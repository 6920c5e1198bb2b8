import { useId, useState, type KeyboardEvent } from 'react';
import { SUGGESTION_TYPE_LABELS } from '../../../src/domain/search/autocompleteRules';
import type { SearchLocation } from '../../../src/domain/search/searchFilters';
import type { PlaceSuggestions } from '../usePlaceSuggestions';

interface Props {
  text: string;
  onText: (text: string) => void;
  onChoose: (location: SearchLocation) => void;
  /** The suggestions (shared with the form, whose Enter and Search take the first one). */
  places: PlaceSuggestions;
  /** Id of the error text tied to the input (aria-describedby), when there is one. */
  errorId?: string;
}

const CURRENT: SearchLocation = { type: 'Current', label: 'Current location' };

/**
 * The typed location: a WAI-ARIA 1.2 combobox (input + listbox, aria-activedescendant). Searches
 * from 3 trimmed characters, at most 10 suggestions, one request in flight (the previous one is
 * aborted); "Current location" is always offered first. Enter chooses the highlighted
 * suggestion; with none highlighted it submits the form, which takes the first suggestion.
 */
export function LocationCombobox({ text, onText, onChoose, places, errorId }: Props) {
  const id = useId();
  const { suggestions, status, search } = places;
  const [open, setOpen] = useState(false);
  // The highlighted option, of the suggestions it was highlighted in: a new answer starts the list
  // afresh, nothing highlighted (in the render that shows it, so a key pressed then counts).
  const [highlight, setHighlight] = useState({ index: -1, of: suggestions });
  const active = highlight.of === suggestions ? highlight.index : -1;
  const setActive = (next: number | ((current: number) => number)) =>
    setHighlight((h) => {
      const current = h.of === suggestions ? h.index : -1;
      return { index: typeof next === 'function' ? next(current) : next, of: suggestions };
    });
  const options = [CURRENT, ...suggestions];

  const choose = (loc: SearchLocation) => {
    setOpen(false);
    setActive(-1);
    if (loc.type !== 'Current') onText(loc.label ?? loc.name ?? '');
    onChoose(loc);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      const down = e.key === 'ArrowDown';
      if (!open) {
        setOpen(true);
        setActive(down ? 0 : n - 1);
      } else setActive((a) => (down ? (a + 1) % n : a <= 0 ? n - 1 : a - 1));
    } else if (e.key === 'Enter') {
      const highlighted = open && active >= 0;
      setOpen(false);
      if (!highlighted) return; // the form's submit takes the first suggestion
      e.preventDefault();
      choose(options[active] as SearchLocation);
    } else if (e.key === 'Escape') {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else onText('');
    }
  };

  const listId = `${id}-list`;
  const optionId = (i: number) => `${id}-opt-${i}`;
  return (
    <div className="tt-field tt-combo">
      <label htmlFor={id}>Where</label>
      <input
        id={id}
        type="text"
        role="combobox"
        autoComplete="off"
        placeholder="City, course, zip code…"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listId}
        aria-activedescendant={open && active >= 0 ? optionId(active) : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        value={text}
        onInput={(e) => {
          const value = e.currentTarget.value;
          onText(value);
          setOpen(true);
          setActive(-1);
          search(value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setOpen(false)}
      />
      <ul id={listId} role="listbox" aria-label="Suggestions" hidden={!open}>
        {open &&
          options.map((s, i) => (
            <li
              key={`${s.type}-${s.id ?? i}`}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              {s.type === 'Current' ? (
                SUGGESTION_TYPE_LABELS.Current
              ) : (
                <>
                  <span>{s.label ?? s.name}</span>
                  <span className="tt-tag">
                    <span className="tt-visually-hidden">, </span>
                    {SUGGESTION_TYPE_LABELS[s.type]}
                  </span>
                </>
              )}
            </li>
          ))}
      </ul>
      <span className="tt-visually-hidden" role="status">
        {open ? status : ''}
      </span>
    </div>
  );
}
