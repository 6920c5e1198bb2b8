import { formatPrice } from '../../../src/domain/format';
import type { ListDeal } from '../types';
import type { CourseChoice } from '../useGo';

interface Props {
  deal: ListDeal;
  locale?: string;
  onSelect: (c: CourseChoice) => void;
  /** The deal page's own deal heads the view (h2); in a list it sits under the list's h2. */
  h2?: boolean;
}

/** A deal among the courses (position 12 and every 13 after). */
export function DealEntry({ deal, locale, onSelect, h2 }: Props) {
  return (
    <article className="tt-card tt-deal" aria-label={`Deal: ${deal.title}`}>
      <div className="tt-card-body">
        <p className="tt-hot">Deal{deal.discountPercent ? ` · ${deal.discountPercent}% off` : ''}</p>
        {h2 ? <h2>{deal.title}</h2> : <h3>{deal.title}</h3>}
        {typeof deal.price === 'number' && (
          <p className="tt-rate">
            {formatPrice(deal.price, locale)}
            {typeof deal.regularPrice === 'number' && <s> {formatPrice(deal.regularPrice, locale)}</s>}
          </p>
        )}
        <button
          type="button"
          className="tt-button"
          onClick={() => onSelect({ id: deal.courseId, name: deal.courseName })}
        >
          Book at {deal.courseName ?? 'this course'}
        </button>
      </div>
    </article>
  );
}
