import { useState, type FormEvent } from 'react';
import { shouldSearch } from '../../../src/domain/search/autocompleteRules';
import { TextField } from '../../../src/ui/TextField';

/** "Find deals near": the reader types a place (3 characters or more). */
export function PlaceForm({ initial = '', onPlace }: { initial?: string; onPlace(text: string): void }) {
  const [text, setText] = useState(initial);
  const [error, setError] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!shouldSearch(text)) setError('Type at least 3 letters of a town, city or zip code.');
    else onPlace(text.trim());
  };
  return (
    <form onSubmit={submit} aria-label="Find deals near a place">
      <TextField
        label="Town, city or zip code"
        name="location"
        value={text}
        error={error}
        onValue={(v) => {
          setText(v);
          setError('');
        }}
      />
      <button type="submit" className="tt-button">
        Find deals
      </button>
    </form>
  );
}
