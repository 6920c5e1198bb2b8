import { Link } from 'react-router';
import { coursePath } from '../../../../src/domain/site/sitePaths';
import { useSiteData } from '../../shell/useSiteData';

interface FeaturedCourse {
  id: string;
  name: string;
  hierarchizedUrl: string;
  addressCity: string;
  addressState: string;
  minRegularRate: number | null;
  distance?: number | null;
}

/** GET v6/featured_courses/near_you: featured courses around the golfer (the sandbox's default place without a position). */
export function FeaturedCourses() {
  const { data, error } = useSiteData<{ courses: FeaturedCourse[]; place: string }>(
    'v6/featured_courses/near_you',
    { limit: 4 },
  );
  if (error || !data || data.courses.length === 0) return null;
  return (
    <section className="card" aria-labelledby="featured-title">
      <h2 id="featured-title">Featured courses near {data.place}</h2>
      <ul className="course-list">
        {data.courses.map((c) => (
          <li key={c.id}>
            <Link to={coursePath(c.hierarchizedUrl)}>{c.name}</Link>
            <span className="muted">
              {' '}
              {c.addressCity}, {c.addressState}
              {c.minRegularRate !== null ? ` · from $${c.minRegularRate.toFixed(2)}` : ''}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
