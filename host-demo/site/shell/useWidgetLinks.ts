import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { isSiteRoute } from '../isSiteRoute';

/** The same-origin link a plain click inside a widget's shadow root follows, or null. */
export function widgetLinkTarget(e: MouseEvent): URL | null {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return null;
  const a = e
    .composedPath()
    .find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement && n.hasAttribute('href'));
  if (!a || !(a.getRootNode() instanceof ShadowRoot)) return null;
  if ((a.target && a.target !== '_self') || a.hasAttribute('download')) return null;
  const url = new URL(a.href, window.location.href);
  return url.origin === window.location.origin && isSiteRoute(url.pathname) ? url : null;
}

/**
 * Links the widgets draw to marketplace pages (a banner's `/eventual-weather`, an invitation)
 * resolve against `site-url`, the site itself here: the site follows them with its router, as a
 * route change rather than a page load.
 */
export function useWidgetLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const url = widgetLinkTarget(e);
      if (!url) return;
      e.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
