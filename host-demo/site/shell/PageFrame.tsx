import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { FEATURE_OFF_REDIRECT_MS } from '../../../src/core/features';
import { siteFeatureOn } from '../../../src/core/siteFeatures';
import { getSiteStatus, type SiteStatus } from '../../../src/core/siteStatus';
import { canonicalUrl, pageTitle } from '../../../src/domain/site/routeRules';
import type { SiteRoute } from '../routeTable';
import { useSite } from './siteContext';
import { Spinner } from './Spinner';

const TitleContext = createContext<(title: string) => void>(() => undefined);

/** A page sets its own title once it knows it (a course name, a content page's title). */
export const useTitle = (title: string | undefined): void => {
  const set = useContext(TitleContext);
  useEffect(() => {
    if (title) set(title);
  }, [title, set]);
};

/**
 * Around every page: the feature gate (off → /not-found after 100 ms; the network membership
 * features also need the site status, cached 15 minutes per brand), the title template, the
 * canonical link, and focus on the page's heading after a client-side route change.
 */
export function PageFrame({ route, children }: { route: SiteRoute; children: ReactNode }) {
  const { brand, api } = useSite();
  const navigate = useNavigate();
  const { pathname, key } = useLocation();
  // A page's own title counts only on the path it was set for.
  const [own, setOwn] = useState<{ path: string; title: string } | null>(null);
  const setTitle = useCallback((t: string) => setOwn({ path: window.location.pathname, title: t }), []);
  const title = own?.path === pathname ? own.title : undefined;
  const main = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState<SiteStatus | null>(null);
  const gate = route.feature ? siteFeatureOn(brand, route.feature, status) : true;
  const on = gate === true;

  useEffect(() => {
    if (!route.feature || gate !== null) return;
    let live = true;
    getSiteStatus(api).then(
      (s) => live && setStatus(s),
      () => live && setStatus({ networkMembershipEnabled: false }),
    );
    return () => {
      live = false;
    };
  }, [api, route.feature, gate]);
  useEffect(() => {
    if (gate !== false) return;
    const timer = setTimeout(() => navigate('/not-found', { replace: true }), FEATURE_OFF_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [gate, navigate]);
  useEffect(() => {
    // The first page load keeps the browser's own focus; later route changes move it to the page.
    if (key === 'default') return;
    const heading = main.current?.querySelector<HTMLElement>('h1');
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: false });
  }, [key]);

  return (
    <TitleContext.Provider value={setTitle}>
      <title>{pageTitle(title ?? route.title, brand.name)}</title>
      <link rel="canonical" href={canonicalUrl(window.location.origin, pathname)} />
      <div ref={main} className="page">
        {on ? (
          children
        ) : gate === null ? (
          <Spinner label="Loading the page" />
        ) : (
          <p className="muted">This page is not part of {brand.name}.</p>
        )}
      </div>
    </TitleContext.Provider>
  );
}
