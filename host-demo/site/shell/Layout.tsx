import { useState, useSyncExternalStore } from 'react';
import { Link, Outlet, useNavigation } from 'react-router';
import { getMaintenance } from '../../../src/core/maintenance';
import { AlertArea } from './AlertArea';
import { Footer } from './Footer';
import { MaintenanceScreen } from './MaintenanceScreen';
import { SiteNav } from './SiteNav';
import { Spinner } from './Spinner';
import { usePageEventAlerts } from './usePageEventAlerts';
import { useRouteChangeRules } from './useRouteChangeRules';
import { useWidgetLinks } from './useWidgetLinks';
import { useWidgetNavigation } from './useWidgetNavigation';
import { useSite } from './siteContext';

const maintenance = getMaintenance();
const subscribeMaintenance = (fn: () => void) => maintenance.subscribe(fn);
const underMaintenance = () => maintenance.get().active;

/** The app shell: header (brand, nav, menu on small screens), alerts, spinner, the page, footer. */
export function Layout() {
  const { brand } = useSite();
  const [menuOpen, setMenuOpen] = useState(false);
  const navigation = useNavigation();
  const down = useSyncExternalStore(subscribeMaintenance, underMaintenance);
  useRouteChangeRules();
  usePageEventAlerts();
  useWidgetNavigation();
  useWidgetLinks();

  return (
    <>
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="site-header">
        <div className="bar">
          <Link to="/" className="logo" onClick={() => setMenuOpen(false)}>
            {brand.name}
          </Link>
          <button
            type="button"
            className="menu-toggle"
            aria-expanded={menuOpen}
            aria-controls="site-menu"
            onClick={() => setMenuOpen((o) => !o)}
          >
            Menu
          </button>
          <div id="site-menu" className={menuOpen ? 'menu open' : 'menu'}>
            <SiteNav onNavigate={() => setMenuOpen(false)} />
          </div>
        </div>
        {navigation.state !== 'idle' && <Spinner label="Loading the page" bar />}
      </header>
      <AlertArea />
      <main id="main" aria-busy={navigation.state !== 'idle'}>
        {down ? <MaintenanceScreen /> : <Outlet />}
      </main>
      <Footer />
    </>
  );
}
