import { useEffect, useState } from 'react';
import type { SearchLocation } from '../../../src/domain/search/searchFilters';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';

interface Shown {
  cityId: string;
  on: boolean;
}

/**
 * A city's results, for a signed-in golfer: "☆ Favourite city" adds the city to their favourites
 * (v6/favorite_cities, the list `<teetime-account view="favorites">` shows), pressed again removes
 * it. It appears once the golfer's favourite cities are in, so a first render never shows it.
 */
export function FavoriteCity({ location }: { location: SearchLocation }) {
  const { api } = useWidget();
  const user = useSession().user?.id;
  const [shown, setShown] = useState<Shown | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const name = location.label ?? location.name ?? '';
  const isCity = location.type === 'City';
  useEffect(() => {
    setShown(null);
    setError('');
    if (!user || !isCity || !name) return;
    let live = true;
    const cityId = location.id
      ? Promise.resolve(location.id)
      : api
          .get('v6/cities/find', {
            params: location.hierarchizedUrl ? { hierarchizedUrl: location.hierarchizedUrl } : { name },
          })
          .then((a) => a.city.id);
    Promise.all([cityId, api.get('v6/favorite_cities')]).then(
      ([id, a]) => live && setShown({ cityId: id, on: a.favoriteCities.some((f) => f.cityId === id) }),
      () => 0, // no button: the results stand without it
    );
    return () => {
      live = false;
    };
  }, [api, user, isCity, location.id, location.hierarchizedUrl, name]);
  if (!shown) return null;

  const toggle = async () => {
    const on = !shown.on;
    setBusy(true);
    setError('');
    try {
      if (on) await api.post('v6/favorite_cities', { cityId: shown.cityId });
      else await api.delete(`v6/favorite_cities/${encodeURIComponent(shown.cityId)}`);
      setShown({ ...shown, on });
    } catch (e) {
      setError(
        `${name} could not be ${on ? 'added to' : 'removed from'} your favourites: ${(e as Error).message}`,
      );
    } finally {
      setBusy(false);
    }
  };
  return (
    <p className="tt-fav-city">
      <button
        type="button"
        className="tt-button tt-secondary"
        aria-pressed={shown.on}
        aria-label={`${name}: favourite city`}
        disabled={busy}
        onClick={() => void toggle()}
      >
        <span aria-hidden="true">{shown.on ? '★' : '☆'}</span> Favourite city
      </button>
      {error && <span role="alert"> {error}</span>}
    </p>
  );
}
