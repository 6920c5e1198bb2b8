import { useEffect, useState } from 'react';
import { guardFeature } from '../../../src/core/features';
import { mayWriteReview, REVIEW_THANKS } from '../../../src/domain/account/reviewModeration';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { useAccountStyles } from '../styles';
import type { ScreenProps } from '../types';
import { useFocusWhen } from '../useFocusWhen';
import { NotFound } from '../views/NotFound';
import { BanNotice } from './BanNotice';
import { ReviewList } from './ReviewList';
import { useCourse } from './useCourse';
import { useReviewStyles } from './useReviewStyles';

/** Where a course page's review screens go: the course's path params. */
export const coursePart = ({
  country = '',
  state = '',
  city = '',
  courseId = '',
}: Record<string, string>) => ({
  country,
  state,
  city,
  courseId,
});

/**
 * A course's reviews (spec 02 §2 review routes): the list, and "Write a review". Coming back from
 * a review just sent (`written`), the list starts again from page 1 under a thank-you notice.
 */
export function CourseReviews({ params, navigate, locale }: ScreenProps) {
  const { brand } = useWidget();
  const s = useReviewStyles();
  const a = useAccountStyles();
  const user = useSession().user;
  const course = useCourse(params.courseId);
  const [off, setOff] = useState(false);
  const [banned, setBanned] = useState(false);
  const notice = useFocusWhen<HTMLParagraphElement>(params.written);
  useEffect(() => guardFeature(brand, 'courseReviews', () => setOff(true)), [brand]);
  if (off) return <NotFound navigate={navigate} />;
  const write = () =>
    user && !mayWriteReview(user) ? setBanned(true) : navigate('review-new', coursePart(params));
  return (
    <div className={s.screen}>
      {params.written && (
        <p ref={notice} tabIndex={-1} className={a.notice} role="status">
          {REVIEW_THANKS}
        </p>
      )}
      {course.data && (
        <p>
          <strong>{course.data.course.name}</strong>
        </p>
      )}
      {banned ? (
        <BanNotice onBack={() => setBanned(false)} />
      ) : (
        <button type="button" className="tt-button" onClick={write}>
          Write a review
        </button>
      )}
      <ReviewList
        courseId={params.courseId ?? ''}
        here={{ view: 'course-reviews', params: coursePart(params) }}
        navigate={navigate}
        locale={locale}
      />
    </div>
  );
}
