import { useRequest } from '../../../src/ui/useRequest';
import { siteHref } from '../../../src/core/siteUrl';
import { useWidget } from '../../../src/ui/WidgetContext';

/** The booking-confirmation banner (GET v6/banners), if there is one. */
export function Banner({ courseId }: { courseId: string }) {
  const { api, siteUrl } = useWidget();
  const load = useRequest(
    (signal) =>
      api
        .get('v6/banners', {
          signal,
          params: { context: 'booking_confirmation', courseId },
        })
        .then((a) => a.banners[0] ?? null),
    [api, courseId],
  );
  const b = load.data;
  if (!b) return null;
  return (
    <aside className="tt-panel" aria-label="Offer" data-testid="banner">
      <h3>{b.title}</h3>
      {b.body && <p>{b.body}</p>}
      {b.linkUrl && (
        <a className="tt-link" href={siteHref(siteUrl, b.linkUrl)} target="_blank" rel="noopener noreferrer">
          {b.cta || 'Learn more'}
        </a>
      )}
    </aside>
  );
}
