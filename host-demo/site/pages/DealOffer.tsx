import { formatDate, formatPrice } from '../../../src/domain/format';
import { useSiteData } from '../shell/useSiteData';

/**
 * The deal a golfer followed to this course page (`?dealId=…` from `<teetime-deals>`' link): its
 * title, price per player against the regular price, and the days it runs, above the course's tee
 * times (opened on the deal's day with its Hot deals rate). A deal of another course shows
 * nothing; an ended or unknown one says so and leaves the tee times.
 */
export function DealOffer({ dealId, courseId }: { dealId: string; courseId: string }) {
  const { data, status } = useSiteData(`v6/deals/${encodeURIComponent(dealId)}`);
  if (status === 404)
    return (
      <p className="panel site-notice" role="status">
        This deal has ended. The course&apos;s other tee times are below.
      </p>
    );
  const deal = data?.deal;
  if (!deal || deal.courseId !== courseId) return null;
  return (
    <section className="panel deal-offer" aria-labelledby="deal-offer-title">
      <h2 id="deal-offer-title">{deal.title}</h2>
      <p className="deal-offer-price">
        <strong>{formatPrice(deal.price)}</strong> per player
        {deal.regularPrice > deal.price && (
          <>
            {' '}
            <s>
              <span className="visually-hidden">Regular price </span>
              {formatPrice(deal.regularPrice)}
            </s>
          </>
        )}
        {deal.discountPercent > 0 && <span className="deal-offer-off"> {deal.discountPercent}% off</span>}
      </p>
      <p>
        On the Hot deals rate, {formatDate(deal.startsOn)} to {formatDate(deal.endsOn)}. Choose a tee time
        below: the deal&apos;s rate is picked for you.
      </p>
    </section>
  );
}
