import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SiteProvider } from './shell/SiteProvider';
import { siteRoutes } from './siteRoutes';

/** The main marketplace site: a React application composing the widgets (dist/react) on its own React. */
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
