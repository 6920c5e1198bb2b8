import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';
import { answerOf } from '../testing/answerOf';
import { asUser, signInAs } from '../testing/signIn';

/**
 * Issue 31: one rating per course. The course (header), the course list (search cards) and the
 * Reviews tab say the same number, the public reviews' mean, from one source.
 */
describe('one rating per course', () => {
  it('the course, the course list and the Reviews tab answer the same rating and count', async () => {
    const { request } = makeTestApp();
    const list = await answerOf<'get', 'v6/courses/location_list'>(
      await request('/api/v6/courses/location_list?lat=40.75&lon=-73.99&date=2026-06-16'),
    );
    expect(list.location_results.length).toBeGreaterThan(3);
    for (const listed of list.location_results.slice(0, 6)) {
      const { course } = await answerOf<'get', 'v6/courses/{id}'>(
        await request(`/api/v6/courses/${listed.id}`),
      );
      const tab = await answerOf<'get', 'v6/course_reviews/at/{courseId}'>(
        await request(`/api/v6/course_reviews/at/${listed.id}`),
      );
      expect(listed.rating, listed.id).toEqual(course.rating);
      if (tab.course_rating.count === 0) expect(course.rating).toBe(null);
      else
        expect(course.rating).toMatchObject({
          value: tab.course_rating.value,
          reviews_count: tab.course_rating.count,
        });
    }
  });

  it('a review approved by a moderator moves the course rating with the Reviews tab; no reviews, no rating', async () => {
    const t = makeTestApp();
    const rating = async () =>
      (await answerOf<'get', 'v6/courses/{id}'>(await t.request('/api/v6/courses/1002'))).course.rating;
    // Course 1002 has no reviews (seed).
    expect(await rating()).toBe(null);
    const golfer = await signInAs(t, 'golfer@example.com');
    const written = await answerOf<'post', 'v6/course_reviews'>(
      await t.request('/api/v6/course_reviews', {
        method: 'POST',
        json: { course_id: '1002', rating: 2, title: 'Slow greens', comments: 'Slow greens and long waits.' },
        ...asUser(golfer),
      }),
    );
    expect(await rating(), 'held for review: not counted yet').toBe(null);
    const moderator = await signInAs(t, 'moderator@example.com');
    await t.request(`/api/v6/course_reviews/${written.course_review.id}`, {
      method: 'PATCH',
      json: { is_approved: true },
      ...asUser(moderator),
    });
    expect(await rating()).toEqual({ value: 2, value_rounded: 2, reviews_count: 1 });
    const tab = await answerOf<'get', 'v6/course_reviews/at/{courseId}'>(
      await t.request('/api/v6/course_reviews/at/1002'),
    );
    expect([tab.course_rating.value, tab.course_rating.count]).toEqual([2, 1]);
  });
});
