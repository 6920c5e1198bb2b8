import { useLayoutEffect } from 'react';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useStyles } from '../styles';
import type { DealPages } from '../useDealPages';
import type { BookingOptions } from './BookingLink';
import { DealCard } from './DealCard';

interface DealListProps {
  pages: DealPages;
  locale?: string;
  booking: BookingOptions;
  /** The deal whose title gets keyboard focus (back from its detail, first of a new page). */
  focusId: string | null;
  onOpen(id: string): void;
  onMore(): void;
}

/** The loaded deals, and "More deals" while the API has more. */
export function DealList({ pages, locale, booking, focusId, onOpen, onMore }: DealListProps) {
  const { host } = useWidget();
  const s = useStyles();
  // Focus without a jump: the page stays where the golfer was reading, scrolled only as far as
  // needed to show the focused deal.
  useLayoutEffect(() => {
    const deal =
      focusId && host.shadowRoot?.querySelector<HTMLElement>(`[data-deal="${CSS.escape(focusId)}"]`);
    if (!deal) return;
    deal.focus({ preventScroll: true });
    const box = deal.getBoundingClientRect();
    if (box.top < 0 || box.bottom > window.innerHeight) deal.scrollIntoView({ block: 'nearest' });
  }, [host, focusId]);

  return (
    <>
      <p id="tt-deals-count">
        Showing {pages.deals.length} of {pages.total} deals
      </p>
      <ul className={s.list} aria-labelledby="tt-deals-count">
        {pages.deals.map((deal) => (
          <DealCard key={deal.id} deal={deal} locale={locale} booking={booking} classes={s} onOpen={onOpen} />
        ))}
      </ul>
      {pages.more.error && <ErrorNotice message={pages.more.error.message} onRetry={onMore} />}
      {pages.hasMore && !pages.more.error && (
        <button
          type="button"
          className="tt-button"
          aria-disabled={pages.more.loading}
          onClick={() => pages.more.loading || onMore()}
        >
          {pages.more.loading ? 'Loading more deals…' : 'More deals'}
        </button>
      )}
    </>
  );
}
