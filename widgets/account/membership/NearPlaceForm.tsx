import { useState, type FormEvent } from 'react';
import { shouldSearch } from '../../../src/domain/search/autocompleteRules';
import { TextField } from '../../../src/ui/TextField';
import type { useNearPlace } from './useNearPlace';

/**
 * "Somewhere else?": the golfer types a town, city or zip code (3 letters or more) and presses
 * Enter, or asks for their position. A place not found, or a position refused, says so here.
 */
export function NearPlaceForm({ near }: { near: ReturnType<typeof useNearPlace> }) {
  const [text, setText] = useState('');
  const [short, setShort] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!shouldSearch(text)) setShort('Type at least 3 letters of a town, city or zip code.');
    else near.typePlace(text.trim());
  };
  return (
    <form onSubmit={submit} className="tt-place" aria-label="Find network courses near a place">
      <TextField
        label={near.place.data ? 'Play somewhere else? Town, city or zip code' : 'Town, city or zip code'}
        name="near"
        value={text}
        error={short || near.place.error?.message}
        onValue={(v) => {
          setText(v);
          setShort('');
        }}
      />
      <button type="submit" className="tt-button tt-secondary">
        Show courses
      </button>
      <button type="button" className="tt-link" onClick={near.askPosition}>
        Use my location
      </button>
    </form>
  );
}
