import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/connection';
import { migrate } from '../db/migrate';
import { COURSE_WITHOUT_REVIEWS } from '../seed/catalogReviews';
import { seed } from '../seed/index';
import { makeTestApp, TEST_NOW, type TestApp } from '../testing/makeApp';

interface Review {
  id: string;
  course_id: string;
  rating: number;
  title: string;
  comments: string;
  created_at: string;
  reviewer: { name: string };
  helpful_count: number;
  is_approved: boolean;
}
interface ReviewList {
  course_reviews: Review[];
  course_reviews_count: number;
  page: number;
  per_page: number;
  has_more: boolean;
  sort_by: string;
  course_rating: {
    value: number;
    value_rounded: number;
    count: number;
    distribution: Record<string, number>;
  };
  course: { id: string; name: string; hierarchized_url: string };
}

const AT = '/api/v6/course_reviews/at';

async function list(t: TestApp, courseId: string, query = ''): Promise<ReviewList> {
  const res = await t.request(`${AT}/${courseId}?${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as ReviewList;
}

const ids = (l: ReviewList) => l.course_reviews.map((r) => r.id);

/** Review ids of course 1001 in the database, by whether they may be shown. */
function seededIds(t: TestApp, shown: boolean): string[] {
  const op = shown ? 'IN' : 'NOT IN';
  return (
    t.db
      .prepare(
        `SELECT id FROM course_reviews WHERE course_id = '1001' AND status ${op} ('autopublished', 'approved') ORDER BY id`,
      )
      .all() as { id: string }[]
  ).map((r) => r.id);
}

describe('GET /course_reviews/at/{courseId}', () => {
  it('pages 10 at a time, newest first by default, without overlap, and answers nothing past the end', async () => {
    const t = makeTestApp();
    const pages = [await list(t, '1001'), await list(t, '1001', 'page=2'), await list(t, '1001', 'page=3')];
    expect(pages.map((p) => p.course_reviews.length)).toEqual([10, 10, 3]);
    expect(pages.map((p) => p.has_more)).toEqual([true, true, false]);
    for (const [i, p] of pages.entries()) {
      expect(p).toMatchObject({
        course_reviews_count: 23,
        page: i + 1,
        per_page: 10,
        sort_by: 'most_recent',
      });
    }
    const all = pages.flatMap((p) => p.course_reviews);
    expect(new Set(all.map((r) => r.id)).size).toBe(23);
    expect(all.map((r) => r.id).sort()).toEqual(seededIds(t, true));
    const dates = all.map((r) => r.created_at);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await list(t, '1001', 'sort_by=most_recent')).toEqual(pages[0]);

    const past = await list(t, '1001', 'page=4');
    expect(past).toMatchObject({ course_reviews: [], course_reviews_count: 23, page: 4, has_more: false });
    const exact = await list(t, '1001', 'per_page=23');
    expect(exact.course_reviews).toHaveLength(23);
    expect(exact.has_more).toBe(false);
    expect((await list(t, '1001', 'per_page=22')).has_more).toBe(true);
  });

  it('answers each review with its fields, dates in ISO UTC and a first name plus initial', async () => {
    const t = makeTestApp();
    const { course_reviews } = await list(t, '1001', 'per_page=50');
    for (const r of course_reviews) {
      expect(Object.keys(r).sort()).toEqual(
        [
          'comments',
          'course_id',
          'created_at',
          'helpful_count',
          'id',
          'is_approved',
          'rating',
          'reviewer',
          'title',
        ].sort(),
      );
      expect(r.course_id).toBe('1001');
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.comments.length).toBeGreaterThan(20);
      expect(r.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
      expect(new Date(r.created_at).getTime()).toBeLessThan(t.clock().getTime());
      expect(r.reviewer.name).toMatch(/^[A-Z][a-z]+ [A-Z]\.$/);
      expect(r.helpful_count).toBeGreaterThanOrEqual(0);
    }
    expect(new Set(course_reviews.map((r) => r.rating))).toEqual(new Set([1, 2, 3, 4, 5]));
    expect(new Set(course_reviews.map((r) => r.title)).size).toBeGreaterThan(10);
    // Both public states show; only moderator-approved ones say so.
    expect(course_reviews.some((r) => r.is_approved)).toBe(true);
    expect(course_reviews.some((r) => !r.is_approved)).toBe(true);
  });

  it('sorts most favorable and most critical by rating, newest first within a rating, with stable pages', async () => {
    const t = makeTestApp();
    const byRating = (direction: 1 | -1) => (a: Review, b: Review) =>
      direction * (a.rating - b.rating) ||
      b.created_at.localeCompare(a.created_at) ||
      b.id.localeCompare(a.id);
    for (const [sort, direction] of [
      ['most_favorable', -1],
      ['most_critical', 1],
    ] as const) {
      const all = await list(t, '1001', `sort_by=${sort}&per_page=50`);
      expect(all.sort_by).toBe(sort);
      expect(ids(all)).toEqual([...all.course_reviews].sort(byRating(direction)).map((r) => r.id));
      expect(all.course_reviews[0]!.rating).toBe(direction === 1 ? 1 : 5);
      expect(all.course_reviews.at(-1)!.rating).toBe(direction === 1 ? 5 : 1);
      const paged: string[] = [];
      for (let page = 1; page <= 4; page++)
        paged.push(...ids(await list(t, '1001', `sort_by=${sort}&per_page=7&page=${page}`)));
      expect(paged).toEqual(ids(all));
    }
  });

  it('breaks ties by id so equal dates and ratings still page without overlap', async () => {
    const t = makeTestApp();
    const insert = t.db.prepare(
      `INSERT INTO course_reviews (id, course_id, reviewer_name, rating, title, comments, status, created_at)
       VALUES (?, '1001', 'Tie T.', 4, 'Tie', 'Same minute, same stars.', 'autopublished', '2026-06-15T12:59:00Z')`,
    );
    for (const id of ['tie_b', 'tie_c', 'tie_a']) insert.run(id); // not in id order
    const first = await list(t, '1001', 'per_page=2');
    const second = await list(t, '1001', 'per_page=2&page=2');
    expect(ids(first)).toEqual(['tie_c', 'tie_b']);
    expect(ids(second)[0]).toBe('tie_a');
    expect(first.course_reviews_count).toBe(26);
  });

  it('never shows reviews held for moderation or rejected, in lists or by id', async () => {
    const t = makeTestApp();
    const hidden = seededIds(t, false);
    expect(hidden.length).toBeGreaterThanOrEqual(5);
    const statuses = t.db
      .prepare(
        "SELECT DISTINCT status FROM course_reviews WHERE course_id = '1001' AND status NOT IN ('autopublished', 'approved') ORDER BY status",
      )
      .all();
    expect(statuses).toEqual([{ status: 'for_review' }, { status: 'rejected' }]);
    // A fresh five-star review waiting for a moderator changes neither the list nor the summary.
    const before = await list(t, '1001', 'per_page=50');
    t.db
      .prepare(
        `INSERT INTO course_reviews (id, course_id, reviewer_name, rating, title, comments, status, created_at)
         VALUES ('held_new', '1001', 'New N.', 5, 'Held', 'Waiting for a moderator.', 'for_review', '2026-06-15T12:00:00Z')`,
      )
      .run();
    for (const sort of ['most_recent', 'most_favorable', 'most_critical']) {
      const shown = await list(t, '1001', `sort_by=${sort}&per_page=50`);
      expect(shown.course_reviews_count).toBe(23);
      expect(shown.course_rating).toEqual(before.course_rating);
      for (const id of [...hidden, 'held_new']) expect(ids(shown)).not.toContain(id);
    }
    for (const id of [...hidden, 'held_new']) {
      const res = await t.request(`/api/v6/course_reviews/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('Review not found');
    }
  });

  it('summarises the rating of the public reviews: mean to one decimal, half stars, count, distribution', async () => {
    const t = makeTestApp();
    const answer = await list(t, '1001', 'per_page=50');
    const ratings = answer.course_reviews.map((r) => r.rating);
    const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
    const distribution = Object.fromEntries(
      [1, 2, 3, 4, 5].map((s) => [String(s), ratings.filter((r) => r === s).length]),
    );
    expect(answer.course_rating).toEqual({
      value: Math.round(mean * 10) / 10,
      value_rounded: Math.round(mean * 2) / 2,
      count: 23,
      distribution,
    });
    // The same summary on every page and sort.
    expect((await list(t, '1001', 'page=3&sort_by=most_critical')).course_rating).toEqual(
      answer.course_rating,
    );
    // Reviews roughly agree with the course's own rating.
    const { rating } = (await (await t.request('/api/v6/courses/1001')).json()).course;
    expect(Math.abs(answer.course_rating.value - rating.value)).toBeLessThan(1);
  });

  it('answers an empty list and a zero summary for a course without reviews', async () => {
    const t = makeTestApp();
    expect(await list(t, COURSE_WITHOUT_REVIEWS)).toEqual({
      course_reviews: [],
      course_reviews_count: 0,
      page: 1,
      per_page: 10,
      has_more: false,
      sort_by: 'most_recent',
      course_rating: { value: 0, value_rounded: 0, count: 0, distribution: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } },
      course: {
        id: COURSE_WITHOUT_REVIEWS,
        name: expect.any(String),
        hierarchized_url: expect.stringMatching(
          new RegExp(`^/explore/[a-z]+/[a-z]+/[a-z0-9-]+/${COURSE_WITHOUT_REVIEWS}$`),
        ),
      },
    });
  });

  it('accepts tag_id and ignores it (tags are not modelled)', async () => {
    const t = makeTestApp();
    expect(await list(t, '1001', 'tag_id=42&page=2')).toEqual(await list(t, '1001', 'page=2'));
  });

  it('answers 404 for an unknown course', async () => {
    const t = makeTestApp();
    for (const id of ['999999', 'nope']) {
      const res = await t.request(`${AT}/${id}`);
      expect(res.status).toBe(404);
      expect((await res.json()).error).toBe('Course not found');
    }
  });

  it('answers 422 with a message per field for a bad sort, page or page size', async () => {
    const t = makeTestApp();
    const errors = async (query: string) => {
      const res = await t.request(`${AT}/1001?${query}`);
      expect(res.status).toBe(422);
      return (await res.json()).validation_errors as Record<string, string[]>;
    };
    const sortMessage = 'Must be one of most_recent, most_favorable, most_critical';
    expect(await errors('sort_by=best')).toEqual({ sort_by: [sortMessage] });
    expect(await errors('sort_by=most-recent')).toEqual({ sort_by: [sortMessage] });
    expect(await errors('sort_by=most_recent&sort_by=most_critical')).toEqual({
      sort_by: ['Must be a single value'],
    });
    expect(await errors('page=0')).toEqual({ page: ['Must be at least 1'] });
    expect(await errors('per_page=0')).toEqual({ per_page: ['Must be at least 1'] });
    expect(await errors('per_page=51')).toEqual({ per_page: ['Must be at most 50'] });
    expect(await errors('page=two&per_page=1.5')).toEqual({
      page: ['Must be a whole number'],
      per_page: ['Must be a whole number'],
    });
  });
});

describe('GET /course_reviews/{id}', () => {
  it('answers one public review in the list shape', async () => {
    const t = makeTestApp();
    const { course_reviews } = await list(t, '1001', 'per_page=50');
    for (const review of [course_reviews[0]!, course_reviews.at(-1)!]) {
      const res = await t.request(`/api/v6/course_reviews/${review.id}`);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ course_review: review });
    }
  });

  it('answers 404 for an unknown review', async () => {
    const t = makeTestApp();
    const res = await t.request('/api/v6/course_reviews/rev_unknown');
    expect(res.status).toBe(404);
    expect((await res.json()).error).toBe('Review not found');
  });
});

describe('course reviews seed', () => {
  it('is deterministic and follows each course rating, with some courses left without reviews', () => {
    const seeded = () => {
      const db = openDatabase(':memory:');
      migrate(db);
      seed(db, { size: 'test', clock: () => new Date(TEST_NOW) });
      return db;
    };
    const a = seeded();
    const rows = a.prepare('SELECT * FROM course_reviews ORDER BY id').all();
    expect(rows.length).toBeGreaterThan(300);
    expect(seeded().prepare('SELECT * FROM course_reviews ORDER BY id').all()).toEqual(rows);
    const counts = a
      .prepare(
        `SELECT c.id, c.rating_value, AVG(r.rating) AS mean, COUNT(r.id) AS n FROM courses c
         LEFT JOIN course_reviews r ON r.course_id = c.id AND r.status IN ('autopublished', 'approved') GROUP BY c.id`,
      )
      .all() as { id: string; rating_value: number; mean: number | null; n: number }[];
    expect(counts.find((c) => c.id === COURSE_WITHOUT_REVIEWS)?.n).toBe(0);
    expect(counts.every((c) => c.n <= 23)).toBe(true);
    const reviewed = counts.filter((c) => c.n >= 5);
    const drift =
      reviewed.reduce((s, c) => s + Math.abs((c.mean ?? 0) - c.rating_value), 0) / reviewed.length;
    expect(drift).toBeLessThan(0.6);
  });
});
