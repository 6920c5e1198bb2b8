import { useCallback, useEffect } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { TeetimeAccount } from '@teetime/react/teetime-account';
import type { TeetimeEventMap } from '../../../src/core/events';
import { getSafeStorage } from '../../../src/core/safeStorage';
import { SITE_BOOKINGS_URL_KEY } from '../../../src/core/storageKeys';
import { isBookingsPath } from '../../../src/domain/site/siteErrors';
import { accountHistoryMove } from '../accountHistoryMove';
import { useSite } from '../shell/siteContext';
import { useSiteData } from '../shell/useSiteData';

/** `/explore/{country}/{state}/{city}/{courseId}/review/new` and `/reviews/{id}`: a course's review screens. */
const REVIEW_PATH = /^(\/explore\/[^/]+\/[^/]+\/[^/]+\/([^/]+))\/(review\/new|reviews\/[^/]+)\/?$/;

/**
 * Every auth and /my-account route (and the membership and review screens the account's route
 * table lists): `<teetime-account from-url>` through its React component (dist/react), showing
 * the screen of the URL. When the element moves (another screen, sign-in first, back to where the golfer was
 * going), the site's router moves the URL with it: `teetime-account-navigate` carries the path.
 */
export function AccountPage() {
  const { brand } = useSite();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // The booking list last seen: where a failed insurance quote returns (spec 01 §8).
  useEffect(() => {
    if (isBookingsPath(pathname))
      getSafeStorage('session').setItem(SITE_BOOKINGS_URL_KEY, `${pathname}${search}`);
  }, [pathname, search]);

  const onAccountNavigate = useCallback(
    (e: CustomEvent<TeetimeEventMap['teetime-account-navigate']>) => {
      const move = accountHistoryMove(`${window.location.pathname}${window.location.search}`, e.detail);
      if (!move) return;
      e.preventDefault();
      navigate(move.to, { replace: move.replace });
    },
    [navigate],
  );

  // A screen the element does not know (a bookings status outside the three) shows its own not-found.
  const mine = pathname === '/my-account' || pathname.startsWith('/my-account/');
  // A course's review screens sit under the course, not the account.
  const review = REVIEW_PATH.exec(pathname);
  const { data } = useSiteData(review ? `v6/courses/${encodeURIComponent(review[2]!)}` : null);
  const courseName = data?.course.name;
  let title = mine ? 'My account' : `Your ${brand.name} account`;
  if (review) title = review[3] === 'review/new' ? 'Write a review' : 'A golfer’s review';
  return (
    <>
      {review && (
        <p className="back-link">
          <Link to={`${review[1]}?tab=reviews`}>Back to {courseName ?? 'the course'}</Link>
        </p>
      )}
      <h1 className="page-title">
        {title}
        {review && courseName ? ` of ${courseName}` : ''}
      </h1>
      <div className="panel widget-panel">
        {/* One element per URL, reading its screen from it (from-url): back and forward show the screen of the URL. */}
        <TeetimeAccount
          key={`${pathname}${search}`}
          brand={brand.id}
          fromUrl
          onAccountNavigate={onAccountNavigate}
        />
      </div>
    </>
  );
}
