import { Navigate, useLocation } from 'react-router';
import { useSiteData } from '../shell/useSiteData';
import { useSite } from '../shell/siteContext';

/** What a search path shows, for the page heading. */
function heading(pathname: string): string {
  if (pathname.startsWith('/sections/')) return 'Course collection';
  if (pathname.startsWith('/deals/')) return 'Tee-time deal';
  if (pathname === '/explore/currentlocation') return 'Golf courses near you';
  if (/^\/explore\/[^/]+\/[^/]+\/courses\/?$/.test(pathname)) return 'Golf courses in this state';
  return 'Explore golf courses';
}

/**
 * Explore, state, city and section lists and a deal: `<teetime-search>` started at the path
 * (its `location` attribute takes /explore/…, /sections/… and /deals/… paths), the filters in the URL.
 */
export function SearchPage() {
  const { brand } = useSite();
  const { pathname } = useLocation();
  // Unknown places go to the not-found page (spec 01 §2); the explore call knows the places.
  const place = /^\/explore\/(?!currentlocation\/?$)/.test(pathname) ? pathname.replace(/\/+$/, '') : null;
  const { status } = useSiteData(place ? 'v6/explore' : null, { hierarchizedUrl: place });
  if (status === 404) return <Navigate to="/not-found" replace />;
  return (
    <>
      <h1 className="page-title">{heading(pathname)}</h1>
      <div className="panel widget-panel">
        <teetime-search key={pathname} brand={brand.id} location={pathname} sync-url="" />
      </div>
    </>
  );
}
