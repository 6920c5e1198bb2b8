import { useLocation } from 'react-router';
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
  return (
    <>
      <h1 className="page-title">{heading(pathname)}</h1>
      <div className="panel widget-panel">
        <teetime-search key={pathname} brand={brand.id} location={pathname} sync-url="" />
      </div>
    </>
  );
}
