import { Link } from 'react-router';
import { isFeatureOn } from '../../../src/core/features';
import { activeNavItem } from '../../../src/domain/site/routeRules';
import type { NavItem } from '../routeTable';
import { useSite } from './siteContext';
import { useCurrentRoute } from './useRouteChangeRules';

/**
 * The header's nav, for golfers; the item of the current route is marked, search by default (spec
 * 02 §4). The developer area (/developers, /docs) is linked from the footer only.
 */
export function SiteNav({ onNavigate }: { onNavigate: () => void }) {
  const { brand } = useSite();
  const active = activeNavItem(useCurrentRoute()?.nav);
  const items: { id: NavItem; to: string; label: string; show: boolean }[] = [
    { id: 'search', to: '/', label: 'Search', show: true },
    {
      id: 'explore',
      to: '/explore/us',
      label: 'Explore',
      show: isFeatureOn(brand, 'exploreCountriesStates'),
    },
    {
      id: 'deals',
      to: '/deals',
      label: 'Deals',
      show: isFeatureOn(brand, 'dealsPage') || isFeatureOn(brand, 'dealsNav'),
    },
    { id: 'faqs', to: '/faqs', label: 'FAQs', show: true },
    { id: 'support', to: '/support', label: 'Support', show: true },
    { id: 'account', to: '/my-account', label: 'My account', show: true },
  ];
  return (
    <nav aria-label="Main">
      <ul className="nav">
        {items
          .filter((i) => i.show)
          .map((i) => (
            <li key={i.id}>
              <Link
                to={i.to}
                className={i.id === active ? 'active' : undefined}
                aria-current={i.id === active ? 'page' : undefined}
                onClick={onNavigate}
              >
                {i.label}
              </Link>
            </li>
          ))}
      </ul>
    </nav>
  );
}
