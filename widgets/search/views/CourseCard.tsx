import { formatPrice, formatTime } from '../../../src/domain/format';
import type { ListCourse } from '../types';

interface Props {
  course: ListCourse;
  favorite: boolean;
  hotDeal: boolean;
  locale?: string;
  onSelect: () => void;
  onFavorite: () => void;
}

/** What a golfer compares: photo, name, city, distance, rating, lowest rate, hot deal, next times. */
export function CourseCard({ course: c, favorite, hotDeal, locale, onSelect, onFavorite }: Props) {
  const photo = c.photos?.[0]?.photoMediumUrl;
  const rate = c.minRate ?? null;
  const place = [c.addressCity, c.addressState].filter(Boolean).join(', ');
  return (
    <article className="tt-card" aria-label={c.name}>
      {photo && <img src={photo} alt={`Photo of ${c.name}`} width="120" height="90" loading="lazy" />}
      <div className="tt-card-body">
        <h3>
          <button type="button" className="tt-link" onClick={onSelect}>
            {c.name}
          </button>
          {hotDeal && <span className="tt-hot">Hot deal</span>}
        </h3>
        <p>
          {place}
          {typeof c.distance === 'number' && ` · ${c.distance} mi`}
          {typeof c.rating?.value === 'number' && (
            <span aria-label={`rated ${c.rating.value} out of 5`}> · ★ {c.rating.value}</span>
          )}
        </p>
        {c.hasForeplayReviewsImageUrl && (
          <img
            className="tt-foreplay"
            src={c.hasForeplayReviewsImageUrl}
            alt="Reviewed by Foreplay"
            width="90"
            height="24"
            loading="lazy"
          />
        )}
        <p className="tt-rate">
          {rate !== null ? `From ${formatPrice(rate, locale)}` : 'No tee times for this date'}
        </p>
        {!!c.nextAvailableTimes?.length && (
          <p>Next: {c.nextAvailableTimes.map((t) => formatTime(t, locale)).join(', ')}</p>
        )}
      </div>
      <button
        type="button"
        className="tt-fav"
        aria-pressed={favorite}
        aria-label={`Favourite ${c.name}`}
        onClick={onFavorite}
      >
        {favorite ? '♥' : '♡'}
      </button>
    </article>
  );
}
