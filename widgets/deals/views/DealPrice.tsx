import { formatPrice } from '../../../src/domain/format';
import type { Deal } from '../types';

/** "$14.50 per player $29 50% off" (green fees are per player), with the regular price and discount spelled out for screen readers. */
export function DealPrice({ deal, locale, className }: { deal: Deal; locale?: string; className: string }) {
  if (typeof deal.price !== 'number') return null;
  return (
    <div className={className}>
      <strong>{formatPrice(deal.price, locale)}</strong>
      <span>per player</span>
      {typeof deal.regularPrice === 'number' && deal.regularPrice > deal.price && (
        <s>
          <span className="tt-visually-hidden">Regular price </span>
          {formatPrice(deal.regularPrice, locale)}
        </s>
      )}
      {!!deal.discountPercent && <span className="tt-hot">{deal.discountPercent}% off</span>}
    </div>
  );
}
