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
        {h2 ? <h2>{deal.title}</h2> : <h3>{deal.title}</h3>}
        <p className="tt-rate">
          {typeof deal.price === 'number' && <strong>{formatPrice(deal.price, locale)}</strong>}
          {typeof deal.regularPrice === 'number' && <s>{formatPrice(deal.regularPrice, locale)}</s>}
          <span className="tt-hot">{deal.discountPercent ? `${deal.discountPercent}% off` : 'Deal'}</span>
        </p>
        <button
          type="button"
          className="tt-button tt-cta"
          onClick={() => onSelect({ id: deal.courseId, name: deal.courseName })}
        >
          Book at {deal.courseName ?? 'this course'}
        </button>
      </div>
    </article>
  );
}
