import { Link, useLocation, useSearchParams } from 'react-router';

const PAGES: Record<string, { title: string; text: string }> = {
  '/tee-time-error': {
    title: 'We could not book this tee time',
    text: 'The course could not confirm this booking. You have not been charged.',
  },
  '/tee-time-not-available': {
    title: 'This tee time is no longer available',
    text: 'Someone else booked it first, or the course closed it. You have not been charged.',
  },
  '/tee-time-not-allowed': {
    title: 'This booking is not allowed',
    text: 'The course does not allow this booking (for example, a member rate or a player limit).',
  },
  '/booking-limit-reached': {
    title: 'You have reached the booking limit',
    text: 'You already have as many bookings at this course as it allows. Manage your bookings or choose another course.',
  },
};

/** The failure pages of the booking flow; ?courseId=… offers that course's other tee times. */
export function FailurePage() {
  const { pathname } = useLocation();
  const [query] = useSearchParams();
  const page = PAGES[pathname.replace(/\/+$/, '')] ?? PAGES['/tee-time-error']!;
  const courseId = query.get('courseId');
  return (
    <section className="panel" aria-labelledby="failure-title">
      <h1 id="failure-title">{page.title}</h1>
      <p>{page.text}</p>
      <p className="actions">
        {courseId && (
          <Link className="button" to={`/booking-options?courseId=${encodeURIComponent(courseId)}`}>
            See other tee times at this course
          </Link>
        )}
        <Link className={courseId ? 'button secondary' : 'button'} to="/">
          Search again
        </Link>
        <Link className="link" to="/support">
          Contact support
        </Link>
      </p>
    </section>
  );
}
