import { useLayoutEffect, useRef } from 'react';
import type { ApiError } from '../../../src/core/apiError';
import { formatDate } from '../../../src/domain/format';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import { dealPlace } from '../dealPlace';
import { useStyles } from '../styles';
import type { Deal } from '../types';
import { BookingLink, type BookingOptions } from './BookingLink';
import { DealPrice } from './DealPrice';

interface DealDetailProps {
  id: string;
  /** The deal as the list showed it: its title is the heading at once. */
  listed?: Deal;
  locale?: string;
  booking: BookingOptions;
  onBack(): void;
}

/** One deal (GET v6/deals/{id}); focus moves to its heading when it opens. */
export function DealDetail({ id, listed, locale, booking, onBack }: DealDetailProps) {
  const { api } = useWidget();
  const s = useStyles();
  const heading = useRef<HTMLHeadingElement>(null);
  const request = useRequest(
    (signal) => api.get(`v6/deals/${encodeURIComponent(id)}`, { signal }).then((a) => a.deal),
    [api, id],
  );
  const deal = request.data ?? listed;
  useLayoutEffect(() => heading.current?.focus(), []);

  let body;
  const ended = (request.error as ApiError | undefined)?.status === 404;
  if (request.status === 'error')
    body = ended ? (
      <ErrorNotice message="This deal has ended." />
    ) : (
      <ErrorNotice message={request.error!.message} onRetry={request.reload} />
    );
  else if (!request.data) body = <Skeleton rows={2} label="Loading the deal" />;
  else {
    const d = request.data;
    body = (
      <>
        {d.imageUrl && <img className={s.image} src={d.imageUrl} alt="" />}
        <p>{dealPlace(d)}</p>
        <DealPrice deal={d} locale={locale} className={s.price} />
        {d.description && <p>{d.description}</p>}
        {d.endsOn && <p>Ends {formatDate(d.endsOn, locale)}</p>}
        <BookingLink deal={d} options={booking} />
      </>
    );
  }

  return (
    <article className={s.card} aria-labelledby="tt-deal-title">
      <h3 id="tt-deal-title" ref={heading} tabIndex={-1}>
        {deal?.title ?? 'Deal'}
      </h3>
      {body}
      <button type="button" className="tt-button tt-secondary" onClick={onBack}>
        Back to deals
      </button>
    </article>
  );
}
