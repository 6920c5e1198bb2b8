import { useEffect, useState } from 'react';
import { guardFeature } from '../../../src/core/features';
import { ErrorNotice } from '../../../src/ui/ErrorNotice';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useRequest } from '../../../src/ui/useRequest';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { NotFound } from '../views/NotFound';
import { coursePart } from './CourseReviews';
import { ReviewActions } from '../../../src/ui/reviews/ReviewActions';
import { ReviewCard } from '../../../src/ui/reviews/ReviewCard';
import { ReviewList } from './ReviewList';
import { signInHere } from './signInHere';
import { useCourse } from './useCourse';
import { useReviewStyles } from './useReviewStyles';

/** One review (courseId, reviewId; tag_id accepted), then the course's other reviews, most recent first. */
export function SingleReview({ params, navigate, locale }: ScreenProps) {
  const { api, brand } = useWidget();
  const s = useReviewStyles();
  const course = useCourse(params.courseId);
  const review = useRequest(
    (signal) =>
      api.get(`v6/course_reviews/${encodeURIComponent(params.reviewId ?? '')}`, {
        signal,
      }),
    [api, params.reviewId],
  );
  const [helpful, setHelpful] = useState<number | null>(null);
  const [off, setOff] = useState(false);
  useEffect(() => guardFeature(brand, 'courseReviews', () => setOff(true)), [brand]);
  if (off) return <NotFound navigate={navigate} />;
  const here = { view: 'review', params: { ...coursePart(params), reviewId: params.reviewId ?? '' } };
  const r = review.data?.courseReview;
  return (
    <div className={s.screen}>
      {course.data && (
        <p>
          <strong>{course.data.course.name}</strong>
        </p>
      )}
      {review.error ? (
        <ErrorNotice
          message={`We could not show this review. ${review.error.message}`}
          onRetry={review.reload}
        />
      ) : !r ? (
        <Skeleton rows={2} label="Loading the review" />
      ) : (
        <ul className="tt-reviews" aria-label="The review">
          <ReviewCard review={{ ...r, helpfulCount: helpful ?? r.helpfulCount }}>
            <ReviewActions review={r} onSignIn={signInHere(here, navigate)} onHelpful={setHelpful} />
          </ReviewCard>
        </ul>
      )}
      <button type="button" className="tt-link" onClick={() => navigate('review-new', coursePart(params))}>
        Write a review of this course
      </button>
      <h3>More reviews of this course</h3>
      <ReviewList
        courseId={params.courseId ?? ''}
        here={here}
        navigate={navigate}
        locale={locale}
        except={params.reviewId}
      />
    </div>
  );
}
