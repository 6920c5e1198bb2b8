import type { ReactNode } from 'react';
import { formatCourseDate } from '../../domain/format';
import type { Review } from './reviewTypes';
import { useReviewCardStyles } from './useReviewCardStyles';

const stars = (n: number) => '★'.repeat(n) + '☆'.repeat(Math.max(0, 5 - n));

/**
 * One review, its text rendered as text, dated YYYY/MM/DD (spec 01 §5, spec 02: course detail
 * dates); `children` are its actions. The same card in the
 * account's review screens and the picker's Reviews tab.
 */
export function ReviewCard({
  review,
  className,
  children,
}: {
  review: Review;
  className?: string;
  children?: ReactNode;
}) {
  const s = useReviewCardStyles();
  const r = review;
  return (
    <li tabIndex={-1} className={className}>
      <h3>{r.title}</h3>
      <p>
        <span aria-hidden="true">{stars(r.rating)}</span>
        <span className="tt-visually-hidden">Rated {r.rating} out of 5</span>{' '}
        <span className={`tt-muted ${s.muted}`}>
          {r.reviewer.name}, {formatCourseDate(r.createdAt)}
          {r.course && ` · ${r.course.name}`}
        </span>
      </p>
      <p>{r.comments}</p>
      {r.helpfulCount > 0 && (
        <p className={`tt-muted ${s.muted}`}>
          {r.helpfulCount === 1 ? '1 golfer' : `${r.helpfulCount} golfers`} found this helpful
        </p>
      )}
      {children}
    </li>
  );
}
