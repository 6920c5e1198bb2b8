import { Link } from 'react-router';
import { formatPrice } from '../../../src/domain/format';
import { coursePath } from '../../../src/domain/site/sitePaths';

export interface SimilarCourse {
  id: string;
  name: string;
  hierarchizedUrl: string;
  addressCity?: string;
  addressState?: string;
  distance?: number | null;
  minRate?: number | null;
}

/** How many similar courses the course page lists. */
export const SIMILAR_SHOWN = 4;

/**
 * "Similar courses nearby" under a course page (GET v6/courses/{id}/similar): the nearest courses
 * with tee times on the page's date, each a link to its course page with the same date and players.
 */
export function SimilarCourses({
  courses,
  date,
  players,
}: {
  courses: readonly SimilarCourse[];
  date?: string;
  players?: number;
}) {
  if (courses.length === 0) return null;
  return (
    <section className="panel" aria-labelledby="similar-title" data-testid="similar-courses">
      <h2 id="similar-title">Similar courses nearby</h2>
      <ul>
        {courses.slice(0, SIMILAR_SHOWN).map((c) => (
          <li key={c.id}>
            <Link to={coursePath(c.hierarchizedUrl, { date, players })}>{c.name}</Link>
            {[
              [c.addressCity, c.addressState].filter(Boolean).join(', '),
              typeof c.distance === 'number' ? `${c.distance.toFixed(1)} mi away` : '',
              c.minRate ? `from ${formatPrice(c.minRate)}` : '',
            ]
              .filter(Boolean)
              .map((part) => ` · ${part}`)
              .join('')}
          </li>
        ))}
      </ul>
    </section>
  );
}
