import { describe, expect, it } from 'vitest';
import { ALREADY_REVIEWED_MESSAGE, REVIEW_BAN_MESSAGE } from '../../../src/domain/account/reviewModeration';
import { makeTestApp, type TestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const R = '/api/v6/course_reviews';
const GOLFER = 'golfer@example.com';
const MODERATOR = 'moderator@example.com';
const BANNED = 'banned@example.com';
// Course 1002 has no reviews; the golfer reviewed 1001 already (seed).
const DRAFT = {
  course_id: '1002',
  rating: 4,
  title: 'Quick greens',
  comments: 'Fast greens and a friendly starter.',
};

interface Listed {
  id: string;
  status: string;
  created_at: string;
  course: { id: string; slug: string };
  user: { id: string } | null;
}

async function json<T = Record<string, unknown>>(res: Response, status: number): Promise<T> {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
}

async function write(t: TestApp, token: string, body: unknown = DRAFT) {
  return t.request(R, { method: 'POST', json: body, ...asUser(token) });
}

async function tab(t: TestApp, token: string, query: string) {
  return json<{ course_reviews: Listed[]; page: number; per_page: number }>(
    await t.request(`${R}?${query}`, asUser(token)),
    200,
  );
}

describe('POST /course_reviews', () => {
  it('writes a review that waits for a moderator, then shows once approved', async () => {
    const t = makeTestApp();
    const golfer = await signInAs(t, GOLFER);
    const { course_review, message } = await json<{
      course_review: Listed & { reviewer: { name: string } };
      message: string;
    }>(await write(t, golfer), 201);
    expect(course_review).toMatchObject({
      status: 'for_review',
      rating: 4,
      title: 'Quick greens',
      reviewer: { name: 'Gary G.' },
    });
    expect(course_review.created_at).toBe('2026-06-15T13:00:00Z');
    expect(message).toMatch(/moderator/);
    expect((await t.request(`${R}/${course_review.id}`)).status).toBe(404);

    const moderator = await signInAs(t, MODERATOR);
    const held = await tab(t, moderator, 'scope=for_review');
    expect(held.course_reviews[0]).toMatchObject({ id: course_review.id, user: { id: 'usr_golfer' } });
    const approved = await t.request(`${R}/${course_review.id}`, {
      method: 'PATCH',
      json: { is_approved: true },
      ...asUser(moderator),
    });
    expect((await json<{ course_review: Listed }>(approved, 200)).course_review.status).toBe('approved');
    const shown = await json<{ course_reviews: Listed[] }>(await t.request(`${R}/at/1002`), 200);
    expect(shown.course_reviews[0]!.id).toBe(course_review.id);
  });

  it('refuses a second review of the same course by the same golfer: 409 in plain words with the first one', async () => {
    const t = makeTestApp();
    const golfer = await signInAs(t, GOLFER);
    const first = await json<{ course_review: Listed }>(await write(t, golfer), 201);
    const again = await json(await write(t, golfer, { ...DRAFT, title: 'Second go' }), 409);
    expect(again).toMatchObject({
      error: ALREADY_REVIEWED_MESSAGE,
      code: 'already_reviewed',
      review_id: first.course_review.id,
      status: 'for_review',
    });
    // The seeded review of 1001 counts too; another golfer may still review the course.
    expect(await json(await write(t, golfer, { ...DRAFT, course_id: '1001' }), 409)).toMatchObject({
      review_id: 'rev_1001_01',
      status: 'approved',
    });
    expect((await write(t, await signInAs(t, MODERATOR))).status).toBe(201);
    const own = await json<{ course_reviews: Listed[]; course_reviews_count: number }>(
      await t.request(`${R}?course_id=1002`, asUser(golfer)),
      200,
    );
    expect(own.course_reviews.map((r) => r.id)).toEqual([first.course_review.id]);
    expect(own.course_reviews_count).toBe(1);
  });

  it('refuses a banned golfer with the flag message, and anonymous visitors', async () => {
    const t = makeTestApp();
    const banned = await signInAs(t, BANNED);
    const body = await json(await write(t, banned), 403);
    expect(body).toMatchObject({ error: REVIEW_BAN_MESSAGE, code: 'user_banned' });
    expect((await t.request(R, { method: 'POST', json: DRAFT })).status).toBe(401);
  });

  it('answers 422 in plain words for a bad rating, title or comments, and 404 for an unknown course', async () => {
    const t = makeTestApp();
    const golfer = await signInAs(t, GOLFER);
    const bad = await json<{ validation_errors: Record<string, string[]> }>(
      await write(t, golfer, { course_id: '1001', rating: 6, title: ' ', comments: 'short' }),
      422,
    );
    expect(bad.validation_errors).toEqual({
      rating: ['Rating must be from 1 to 5'],
      title: ['Enter the title.'],
      comments: ['Comments must be at least 10 characters'],
    });
    expect((await write(t, golfer, { ...DRAFT, rating: 3.5 })).status).toBe(422);
    expect((await write(t, golfer, { ...DRAFT, title: 'x'.repeat(81) })).status).toBe(422);
    expect((await json(await write(t, golfer, { ...DRAFT, course_id: '999999' }), 404)).error).toBe(
      'Course not found',
    );
  });
});

describe('GET /course_reviews (my reviews)', () => {
  it("lists the golfer's own reviews in any state with their course, and nobody else's", async () => {
    const t = makeTestApp();
    const golfer = await signInAs(t, GOLFER);
    await json(await write(t, golfer), 201);
    const mine = await json<{ course_reviews: Listed[]; course_reviews_count: number }>(
      await t.request(R, asUser(golfer)),
      200,
    );
    expect(mine.course_reviews.map((r) => r.status)).toEqual(['for_review', 'approved']);
    expect(mine.course_reviews_count).toBe(2);
    expect(mine.course_reviews[0]!.course).toMatchObject({ id: '1002' });
    const member = await signInAs(t, 'member@example.com');
    const theirs = await json<{ course_reviews: Listed[] }>(await t.request(R, asUser(member)), 200);
    expect(theirs.course_reviews.map((r) => r.status)).toEqual(['for_review']);
    expect((await t.request(R)).status).toBe(401);
  });
});

describe('moderator tabs', () => {
  it('lists a tab 20 a page, newest first, and filters by course, dates and author', async () => {
    const t = makeTestApp();
    const moderator = await signInAs(t, MODERATOR);
    const first = await tab(t, moderator, 'scope=autopublished');
    expect(first.per_page).toBe(20);
    expect(first.course_reviews).toHaveLength(20);
    expect(first.course_reviews.every((r) => r.status === 'autopublished')).toBe(true);
    const dates = first.course_reviews.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = await tab(t, moderator, 'scope=autopublished&page=2');
    expect(second.course_reviews[0]!.id).not.toBe(first.course_reviews[0]!.id);

    const slug = first.course_reviews[0]!.course.slug;
    const byCourse = await tab(t, moderator, `scope=autopublished&course_slug=${slug}`);
    expect(byCourse.course_reviews.length).toBeGreaterThan(0);
    expect(byCourse.course_reviews.every((r) => r.course.slug === slug)).toBe(true);

    const day = first.course_reviews[0]!.created_at.slice(0, 10);
    const onDay = await tab(t, moderator, `scope=autopublished&from=${day}&to=${day}`);
    expect(onDay.course_reviews.length).toBeGreaterThan(0);
    expect(onDay.course_reviews.every((r) => r.created_at.startsWith(day))).toBe(true);

    const byUser = await tab(t, moderator, 'scope=rejected&user_id=usr_banned');
    expect(byUser.course_reviews.map((r) => r.user?.id)).toEqual(['usr_banned']);
    expect((await tab(t, moderator, 'scope=approved&user_id=usr_banned')).course_reviews).toEqual([]);
  });

  it('answers 403 to golfers and banned users, 401 to anonymous visitors, 422 for a bad tab or date', async () => {
    const t = makeTestApp();
    for (const email of [GOLFER, BANNED]) {
      const token = await signInAs(t, email);
      for (const path of [`${R}?scope=for_review`, `${R}/courses`, `${R}/users`]) {
        const res = await t.request(path, asUser(token));
        expect((await json(res, 403)).error).toBe('Only moderators can do this');
      }
      const patch = await t.request(`${R}/rev_1001_01`, {
        method: 'PATCH',
        json: { is_approved: true },
        ...asUser(token),
      });
      expect(patch.status).toBe(403);
    }
    expect((await t.request(`${R}?scope=for_review`)).status).toBe(401);
    const moderator = await signInAs(t, MODERATOR);
    const bad = await json<{ validation_errors: Record<string, string[]> }>(
      await t.request(`${R}?scope=held&from=2026-02-30`, asUser(moderator)),
      422,
    );
    expect(Object.keys(bad.validation_errors).sort()).toEqual(['from', 'scope']);
  });

  it('approves or rejects: the review moves tab; unknown reviews 404, a missing decision 422', async () => {
    const t = makeTestApp();
    const moderator = await signInAs(t, MODERATOR);
    const [held] = (await tab(t, moderator, 'scope=for_review')).course_reviews;
    const patch = (id: string, json: unknown) =>
      t.request(`${R}/${id}`, { method: 'PATCH', json, ...asUser(moderator) });
    await json(await patch(held!.id, { is_approved: false }), 200);
    expect((await tab(t, moderator, 'scope=for_review')).course_reviews.map((r) => r.id)).not.toContain(
      held!.id,
    );
    expect((await tab(t, moderator, 'scope=rejected')).course_reviews.map((r) => r.id)).toContain(held!.id);
    expect((await json(await patch('rev_nope', { is_approved: true }), 404)).error).toBe('Review not found');
    expect((await patch(held!.id, { is_approved: 'yes' })).status).toBe(422);
  });

  it('offers the courses and authors to filter by', async () => {
    const t = makeTestApp();
    const moderator = await signInAs(t, MODERATOR);
    const { courses } = await json<{ courses: { id: string; slug: string; reviews_count: number }[] }>(
      await t.request(`${R}/courses`, asUser(moderator)),
      200,
    );
    expect(courses.find((c) => c.id === '1001')?.reviews_count).toBe(28);
    expect(courses.some((c) => c.id === '1002')).toBe(false);
    const { users } = await json<{ users: { id: string; is_banned: boolean }[] }>(
      await t.request(`${R}/users?q=ban`, asUser(moderator)),
      200,
    );
    expect(users).toEqual([
      expect.objectContaining({ id: 'usr_banned', is_banned: true, name: 'Bob Banned' }),
    ]);
  });
});

describe('helpful and report_it', () => {
  it('counts a helpful mark once per golfer, never on your own review', async () => {
    const t = makeTestApp();
    const member = await signInAs(t, 'member@example.com');
    const before = (
      await json<{ course_review: { helpful_count: number } }>(await t.request(`${R}/rev_1001_01`), 200)
    ).course_review.helpful_count;
    const mark = (token: string, id = 'rev_1001_01') =>
      t.request(`${R}/helpful`, { method: 'POST', json: { course_review_id: id }, ...asUser(token) });
    expect(await json(await mark(member), 200)).toEqual({
      course_review_id: 'rev_1001_01',
      helpful_count: before + 1,
      is_helpful: true,
    });
    expect((await json<{ helpful_count: number }>(await mark(member), 200)).helpful_count).toBe(before + 1);
    const golfer = await signInAs(t, GOLFER);
    const ownId = (await tab(t, golfer, '')).course_reviews[0]!.id;
    expect((await json(await mark(golfer, ownId), 422)).error).toBe(
      'You cannot mark your own review as helpful.',
    );
    expect((await json(await mark(member, 'rev_nope'), 404)).error).toBe('Review not found');
    expect(
      (await t.request(`${R}/helpful`, { method: 'POST', json: { course_review_id: 'rev_1001_01' } })).status,
    ).toBe(401);
    expect((await t.request(`${R}/helpful`, { method: 'POST', json: {}, ...asUser(member) })).status).toBe(
      422,
    );
  });

  it('sends a reported auto-published review back to the moderators', async () => {
    const t = makeTestApp();
    const member = await signInAs(t, 'member@example.com');
    const id = (
      t.db
        .prepare(
          "SELECT id FROM course_reviews WHERE course_id = '1001' AND status = 'autopublished' LIMIT 1",
        )
        .get() as { id: string }
    ).id;
    const report = () =>
      t.request(`${R}/report_it`, {
        method: 'POST',
        json: { course_review_id: id, reason: 'Rude' },
        ...asUser(member),
      });
    expect(await json(await report(), 200)).toEqual({ course_review_id: id, is_reported: true });
    expect((await t.request(`${R}/${id}`)).status).toBe(404);
    expect((await report()).status).toBe(404);
    const moderator = await signInAs(t, MODERATOR);
    const held = (
      await tab(
        t,
        moderator,
        `scope=for_review&course_slug=${String(t.db.prepare("SELECT slug FROM courses WHERE id = '1001'").pluck().get())}`,
      )
    ).course_reviews.find((r) => r.id === id);
    expect(held).toMatchObject({ reports_count: 1 });
    expect(
      (
        await t.request(`${R}/report_it`, {
          method: 'POST',
          json: { course_review_id: id, reason: 'x'.repeat(501) },
          ...asUser(member),
        })
      ).status,
    ).toBe(422);
  });
});

describe('POST /users/{id}/ban and /unban', () => {
  it('lets a moderator ban and unban a golfer, who then can and cannot write', async () => {
    const t = makeTestApp();
    const moderator = await signInAs(t, MODERATOR);
    const golfer = await signInAs(t, GOLFER);
    const ban = (action: string, id = 'usr_golfer', token = moderator) =>
      t.request(`/api/v6/users/${id}/${action}`, { method: 'POST', ...asUser(token) });
    expect(await json(await ban('ban'), 200)).toEqual({ user: { id: 'usr_golfer', is_banned: true } });
    expect((await write(t, golfer)).status).toBe(403);
    expect(
      (await json<{ user: { is_banned: boolean } }>(await t.request('/api/v6/users', asUser(golfer)), 200))
        .user.is_banned,
    ).toBe(true);
    expect(await json(await ban('unban'), 200)).toEqual({ user: { id: 'usr_golfer', is_banned: false } });
    expect((await write(t, golfer)).status).toBe(201);
    expect((await json(await ban('ban', 'usr_nope'), 404)).error).toBe('User not found');
    expect((await ban('ban', 'usr_moderator')).status).toBe(422);
  });

  it('answers 403 to everyone but moderators and 401 without a sign-in', async () => {
    const t = makeTestApp();
    for (const email of [GOLFER, BANNED, 'member@example.com']) {
      const token = await signInAs(t, email);
      const res = await t.request('/api/v6/users/usr_newbie/ban', { method: 'POST', ...asUser(token) });
      expect((await json(res, 403)).error).toBe('Only moderators can do this');
    }
    expect((await t.request('/api/v6/users/usr_banned/unban', { method: 'POST' })).status).toBe(401);
  });
});
