import { useEffect, useRef, useState } from 'react';
import { favoritesChanged } from '../../../src/core/favoriteCourses';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { AddFavoriteCity } from './AddFavoriteCity';
import { ConfirmDialog } from './ConfirmDialog';
import { usePartStyles } from './partStyles';
import type { Favorites as Saved, Place } from './savedTypes';

interface Item {
  /** `favorite_courses/<id>` or `favorite_cities/<id>`: what DELETE takes. */
  key: `favorite_${'courses' | 'cities'}/${string}`;
  place: Place;
  name: string;
}

/**
 * Favourite courses and cities (kept on the server): each opens its page; removing asks first; a
 * city can be added by name.
 */
export function Favorites({ leave }: ScreenProps) {
  const { api } = useWidget();
  const p = usePartStyles();
  const saved = useRequest(
    async (signal): Promise<Saved> => ({
      ...(await api.get('v6/favorite_courses', { signal })),
      ...(await api.get('v6/favorite_cities', { signal })),
    }),
    [api],
  );
  const user = useSession().user?.id;
  const [gone, setGone] = useState<string[]>([]);
  const [removing, setRemoving] = useState<Item | null>(null);
  // After a removal the heading of its list takes focus (the button that opened the dialog is gone).
  const [moved, setMoved] = useState<{ to: string } | null>(null);
  const heads = useRef<Record<string, HTMLHeadingElement | null>>({});
  useEffect(() => {
    if (moved) heads.current[moved.to]?.focus();
  }, [moved]);

  if (!saved.data)
    return saved.error ? (
      <ErrorNotice message={saved.error.message} onRetry={saved.reload} />
    ) : (
      <Skeleton rows={3} label="Loading your favorites" />
    );
  const courses: Item[] = saved.data.favoriteCourses.map((f) => ({
    key: `favorite_courses/${f.courseId}`,
    place: f.course,
    name: f.course.name,
  }));
  const cities: Item[] = saved.data.favoriteCities.map((f) => ({
    key: `favorite_cities/${f.cityId}`,
    place: f.city,
    name: f.city.label ?? f.city.name,
  }));
  const section = (title: string, items: Item[], none: string) => {
    const shown = items.filter((i) => !gone.includes(i.key));
    return (
      <>
        <h3 ref={(h) => void (heads.current[title] = h)} tabIndex={-1}>
          {title}
        </h3>
        {shown.length === 0 ? (
          <p>
            {none}{' '}
            <button type="button" className="tt-link" onClick={() => leave('/')}>
              Search for golf courses
            </button>
          </p>
        ) : (
          <ul className="tt-items">
            {shown.map((i) => (
              <li key={i.key}>
                <div>
                  <p>
                    <button
                      type="button"
                      className="tt-link"
                      onClick={() => i.place.hierarchizedUrl && leave(i.place.hierarchizedUrl)}
                    >
                      {i.name}
                    </button>
                  </p>
                  {i.place.addressCity && (
                    <p className="tt-muted">
                      {i.place.addressCity}, {i.place.addressState}
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  className="tt-button tt-secondary"
                  aria-label={`Remove ${i.name} from favorites`}
                  onClick={() => setRemoving(i)}
                >
                  Remove
                </button>
              </li>
            ))}
          </ul>
        )}
      </>
    );
  };
  return (
    <div className={p}>
      {section(
        'Courses',
        courses,
        'No favorite courses yet: tap the heart on a course in the search results to keep it here.',
      )}
      {section('Cities', cities, "No favorite cities yet. Add one below, or from a city's search results.")}
      <AddFavoriteCity
        onAdded={(id) => {
          setGone((g) => g.filter((k) => k !== `favorite_cities/${id}`));
          saved.reload();
        }}
      />
      <ConfirmDialog
        open={removing !== null}
        title="Remove this favorite?"
        yes="Remove"
        onClose={() => setRemoving(null)}
        onYes={async () => {
          const item = removing!;
          await api.delete(`v6/${item.key}`);
          if (user && !item.key.includes('cities')) favoritesChanged(api, String(user));
          setGone((g) => [...g, item.key]);
          setRemoving(null);
          setMoved({ to: item.key.includes('cities') ? 'Cities' : 'Courses' });
        }}
      >
        <p>{removing?.name} will no longer be in your favorites.</p>
      </ConfirmDialog>
    </div>
  );
}
