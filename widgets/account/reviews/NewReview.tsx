import { useEffect, useId, useState } from 'react';
import { ApiError } from '../../../src/core/apiError';
import { guardFeature } from '../../../src/core/features';
import { mayWriteReview, reviewDraftErrors } from '../../../src/domain/account/reviewModeration';
import { TextField } from '../../../src/ui/TextField';
import { useRequest } from '../../../src/ui/useRequest';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import type { ScreenProps } from '../types';
import { useAccountForm } from '../useAccountForm';
import { FormStatus } from '../views/FormStatus';
import { NotFound } from '../views/NotFound';
import { BanNotice } from './BanNotice';
import { coursePart } from './CourseReviews';
import { useCourse } from './useCourse';
import { useReviewStyles } from './useReviewStyles';

/**
 * Write a review of a course: rating, title, comments. Banned golfers get the 'Error' alert
 * instead of the page. One review per golfer and course: a golfer who reviewed it already (asked
 * first, and again after a 409 on sending) is shown the way to that review instead of the form.
 * Sent, it goes back to the course's reviews with the success flag.
 */
export function NewReview({ params, navigate }: ScreenProps) {
  const { api, brand } = useWidget();
  const s = useReviewStyles();
  const id = useId();
  const user = useSession().user;
  const course = useCourse(params.courseId);
  const form = useAccountForm({ rating: '', title: '', comments: '' });
  const [checked, setChecked] = useState<Record<string, string>>({});
  const [off, setOff] = useState(false);
  const writer = mayWriteReview(user);
  const mine = useRequest(
    (signal) =>
      api
        .get('v6/course_reviews', {
          signal,
          params: { courseId: params.courseId, perPage: 1 },
        })
        .then((r) => r.courseReviews[0] ?? null),
    [api, params.courseId, user?.id],
    writer,
  );
  useEffect(() => guardFeature(brand, 'courseReviews', () => setOff(true)), [brand]);
  if (off) return <NotFound navigate={navigate} />;
  const back = () => navigate('course-reviews', coursePart(params));
  if (!writer) return <BanNotice onBack={back} />;
  const seen = mine.data;
  if (seen)
    return (
      <p role="status" className={s.screen}>
        You have already reviewed this course.{' '}
        <button
          type="button"
          className="tt-link"
          onClick={() =>
            seen.status === 'approved' || seen.status === 'autopublished'
              ? navigate('review', { ...coursePart(params), reviewId: seen.id })
              : navigate('my-reviews')
          }
        >
          Read your review
        </button>
      </p>
    );
  const error = (name: string) => checked[name] ?? form.errors[name];

  const send = form.submit(async (f) => {
    const draft = { rating: Number(f.rating), title: f.title ?? '', comments: f.comments ?? '' };
    const problems = reviewDraftErrors(draft);
    setChecked(problems);
    if (Object.keys(problems).length) throw new Error('Please check the fields marked below.');
    try {
      await api.post('v6/course_reviews', { courseId: params.courseId ?? '', ...draft });
    } catch (e) {
      // Reviewed meanwhile (another tab): ask again, which shows the way to that review.
      if (e instanceof ApiError && e.status === 409) return mine.reload();
      throw e;
    }
    navigate('course-reviews', { ...coursePart(params), written: '1' });
  });
  return (
    <form className={s.screen} onSubmit={send} noValidate>
      {/* Always laid out, so the stars below do not move when the course's name arrives. */}
      <p className="tt-review-of" aria-busy={course.data ? undefined : true}>
        Your review of <strong>{course.data?.course.name ?? 'this course'}</strong>
      </p>
      <fieldset className="tt-stars" aria-describedby={error('rating') ? `${id}-rating` : undefined}>
        <legend>Your rating</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n}>
            <input
              type="radio"
              name="rating"
              value={n}
              checked={form.fields.rating === String(n)}
              onChange={() => form.set('rating')(String(n))}
            />
            {n === 1 ? '1 star' : `${n} stars`}
          </label>
        ))}
        {error('rating') && (
          <p id={`${id}-rating`} className="tt-field-error">
            {error('rating')}
          </p>
        )}
      </fieldset>
      <TextField
        name="title"
        label="Title"
        value={form.fields.title ?? ''}
        onValue={form.set('title')}
        error={error('title')}
        required
      />
      <div className="tt-field">
        <label htmlFor={`${id}-comments`}>Comments</label>
        <textarea
          id={`${id}-comments`}
          name="comments"
          rows={6}
          required
          value={form.fields.comments ?? ''}
          aria-invalid={error('comments') ? true : undefined}
          aria-describedby={error('comments') ? `${id}-comments-error` : undefined}
          onInput={(e) => form.set('comments')(e.currentTarget.value)}
        />
        {error('comments') && (
          <p id={`${id}-comments-error`} className="tt-field-error">
            {error('comments')}
          </p>
        )}
      </div>
      <FormStatus form={form} />
      <div className="tt-actions">
        <button type="submit" className="tt-button" aria-disabled={form.busy}>
          {form.busy ? 'Sending your review…' : 'Send review'}
        </button>
        <button type="button" className="tt-button tt-secondary" onClick={back}>
          Cancel
        </button>
      </div>
    </form>
  );
}
