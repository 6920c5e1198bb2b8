import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { startPage } from '../../src/core/startPage';
import { SiteProvider } from './shell/SiteProvider';
import { siteRoutes } from './siteRoutes';

/** The main marketplace site: a React application composing the widgets (dist/react) on its own React. */
// The landing URL's attribution and marketing identity are kept before any route moves away from it.
startPage();
const router = createBrowserRouter(siteRoutes());
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <SiteProvider>
        <RouterProvider router={router} />
      </SiteProvider>
    </StrictMode>,
  );
