import { useLocation } from 'react-router';
import { useSite } from '../shell/siteContext';
import { ContestCard } from './home/ContestCard';
import { FeaturedCourses } from './home/FeaturedCourses';
import { MarketingBanner } from './home/MarketingBanner';

/** `/` (and /test-new-search-logic): the search, then the home page's banner, contest and featured courses. */
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
        <teetime-search brand={brand.id} sync-url="" />
      </div>
      <MarketingBanner />
      <div className="home-grid">
        <FeaturedCourses />
        <ContestCard />
      </div>
    </>
  );
}
