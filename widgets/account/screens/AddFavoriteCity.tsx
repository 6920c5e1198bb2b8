import { useState, type FormEvent } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { shouldSearch } from '../../../src/domain/search/autocompleteRules';
import { TextField } from '../../../src/ui/TextField';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';

/**
 * "Add a city" on the favourites screen: the golfer types a city ("Austin" or "Austin, TX") and
 * presses Enter; the city is found (v6/cities/find) and added (POST v6/favorite_cities). A city not
 * found, or a failed request, says what to do and keeps what was typed.
 */
export function AddFavoriteCity({ onAdded }: { onAdded(cityId: string): void }) {
  const { api } = useWidget();
  const s = useAccountStyles();
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const [said, setSaid] = useState('');
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy) return;
    const typed = String(new FormData(e.currentTarget as HTMLFormElement).get('city') ?? '').trim();
    setText(typed);
    setSaid('');
    if (!shouldSearch(typed)) return setError('Type at least 3 letters of a city, like Austin, TX.');
    setError('');
    setBusy(true);
    try {
      const { city } = await api.get('v6/cities/find', {
        params: { name: typed },
      });
      await api.post('v6/favorite_cities', { cityId: city.id });
      setText('');
      setSaid(`${city.label ?? city.name} is in your favorite cities.`);
      onAdded(city.id);
    } catch (err) {
      setError(
        err instanceof ApiError && err.status === 404
          ? `We could not find a city called "${typed}". Check the spelling, or add its state: Austin, TX.`
          : `${(err as Error).message} Your city is still typed: try again.`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <form noValidate aria-label="Add a favorite city" onSubmit={(e) => void submit(e)}>
      <TextField
        label="Add a city"
        name="city"
        value={text}
        error={error}
        onValue={(v) => {
          setText(v);
          setError('');
        }}
      />
      <div className={s.actions}>
        <button type="submit" className="tt-button tt-secondary" disabled={busy}>
          {busy ? 'Adding…' : 'Add city'}
        </button>
      </div>
      <p role="status">{said}</p>
    </form>
  );
}
