import { partyLine } from '../../../src/domain/booking/bookingTotals';
import { formatPrice, formatTime } from '../../../src/domain/format';
import { ratingValue } from '../../../src/domain/reviews/courseRating';
import { nextTimes } from '../../../src/domain/search/teeTimeHandoff';
import { FOREPLAY_LINE, type ListCourse } from '../types';

interface Props {
  course: ListCourse;
  favorite: boolean;
  hotDeal: boolean;
  locale?: string;
  /** The golfers searched for: with 2 or more the card says their total beside the price per player. */
  players?: number | null | undefined;
  /** Opens the course; with a next time (`YYYY-MM-DDTHH:mm:ss`), straight at that tee time. */
  onSelect: (time?: string) => void;
  onFavorite: () => void;
}

/** What a golfer compares: photo, name, city, distance, rating, price per player, next times, one action. */
export function CourseCard({ course: c, favorite, hotDeal, locale, players, onSelect, onFavorite }: Props) {
  const photo = c.photos?.[0]?.photoMediumUrl;
  const rate = c.minRate ?? null;
  const place = [c.addressCity, c.addressState].filter(Boolean).join(', ');
  const times = nextTimes(c.nextAvailableTimes);
  // A course that takes no bookings here: its own booking site, else its phone.
  const site = c.hasTeeTimes === false && (c.bookingSiteUrl || (c.phone && `tel:${c.phone}`));
  return (
    <article className="tt-card" aria-label={c.name}>
      {photo && <img src={photo} alt={`Photo of ${c.name}`} width="120" height="90" loading="lazy" />}
      <div className="tt-card-body">
        <h3>
          <button type="button" className="tt-link" onClick={() => onSelect()}>
            {c.name}
          </button>
          {hotDeal && <span className="tt-hot">Hot deal</span>}
        </h3>
        <p>
          {place}
          {typeof c.distance === 'number' && ` · ${c.distance} mi`}
          {typeof c.rating?.value === 'number' && (
            <span aria-label={`rated ${ratingValue(c.rating.value)} out of 5`}>
              {' '}
              · ★ {ratingValue(c.rating.value)}
            </span>
          )}
        </p>
        {/* The Foreplay badge, said in words beside it (the badge alone meant nothing to a golfer). */}
        {c.hasForeplayReviewsImageUrl && (
          <p className="tt-foreplay-line">
            <img
              className="tt-foreplay"
              src={c.hasForeplayReviewsImageUrl}
              alt=""
              width="90"
              height="24"
              loading="lazy"
            />
            {FOREPLAY_LINE}
          </p>
        )}
        {rate !== null ? (
          <p className="tt-rate">
            from <strong>{formatPrice(rate, locale)}</strong> per player
            {partyLine(rate, players, (n) => formatPrice(n, locale))}
          </p>
        ) : (
          <p className="tt-rate">
            {c.hasTeeTimes === false ? 'No tee times online here' : 'No tee times for this date'}
          </p>
        )}
        {!!times.length && (
          <ul className="tt-times" aria-label={`Next tee times at ${c.name}`}>
            {times.map((t) => (
              <li key={t}>
                <button type="button" className="tt-chip" onClick={() => onSelect(t)}>
                  {formatTime(t, locale)}
                </button>
              </li>
            ))}
          </ul>
        )}
        {site ? (
          <a className="tt-button tt-secondary tt-cta" href={site}>
            {c.bookingSiteUrl ? 'Book on the course website' : `Call ${c.phone}`}
          </a>
        ) : (
          <button
            type="button"
            className={`tt-button tt-cta${rate === null ? ' tt-secondary' : ''}`}
            onClick={() => onSelect()}
          >
            {rate === null ? 'See other dates' : 'See tee times'}
            <span className="tt-visually-hidden"> at {c.name}</span>
          </button>
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
