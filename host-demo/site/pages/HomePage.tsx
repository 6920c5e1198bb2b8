import { useLocation } from 'react-router';
import { useSite } from '../shell/siteContext';

/**
 * `/` (and /test-new-search-logic): the hero, then `<teetime-search home>`: the form and, before a
 * search, the widget's own home (banner, contest, courses near the golfer, golf-club courses for
 * non-members). A chosen course opens its course page (useWidgetNavigation), a banner link its
 * site page (useWidgetLinks).
 */
export function HomePage() {
  const { brand } = useSite();
  const { pathname } = useLocation();
  const alternate = pathname === '/test-new-search-logic';
  return (
    <>
      <section className="hero" aria-labelledby="home-title">
        <h1 id="home-title">{alternate ? 'Search (new logic preview)' : 'Book tee times near you'}</h1>
        <p>Compare tee times, rates and providers at golf courses across the US and Canada.</p>
      </section>
      <div className="panel widget-panel">
        <teetime-search brand={brand.id} sync-url="" home />
      </div>
    </>
  );
}
