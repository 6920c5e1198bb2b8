import { describe, expect, it } from 'vitest';
import { expectDescribed } from '../testing/describedAnswer';
import { makeTestApp } from '../testing/makeApp';
import { asUser, signInAs } from '../testing/signIn';

const R = '/api/v6/course_reviews';

describe('response schemas of course reviews and bans describe the real answers', () => {
  it('public list, one review, own reviews, writing, helpful and report', async () => {
    const t = makeTestApp();
    const list = await expectDescribed(t, 'get', `${R}/at/:courseId`, `${R}/at/1001?sort_by=most_critical`);
    expect((list.course_reviews as unknown[]).length).toBeGreaterThan(0);
    await expectDescribed(t, 'get', `${R}/:id`, `${R}/rev_1001_01`);
    const golfer = await signInAs(t, 'golfer@example.com');
    const written = await expectDescribed(t, 'post', R, R, {
      ...asUser(golfer),
      json: {
        course_id: '1002',
        rating: 4,
        title: 'Quick greens',
        comments: 'Fast greens and a friendly starter.',
      },
    });
    expect((written.course_review as { status: string }).status).toBe('for_review');
    const own = await expectDescribed(t, 'get', R, R, asUser(golfer));
    expect(own.course_reviews_count).toBeGreaterThan(0);
    const member = await signInAs(t, 'member@example.com');
    const body = { json: { course_review_id: 'rev_1001_01' }, ...asUser(member) };
    await expectDescribed(t, 'post', `${R}/helpful`, `${R}/helpful`, body);
    await expectDescribed(t, 'post', `${R}/report_it`, `${R}/report_it`, body);
  });

  it('moderator tabs, filters, a decision, a ban and its lifting', async () => {
    const t = makeTestApp();
    const golfer = await signInAs(t, 'golfer@example.com');
    const draft = { course_id: '1002', rating: 2, title: 'Slow', comments: 'Five hours for eighteen holes.' };
    await t.request(R, { method: 'POST', json: draft, ...asUser(golfer) });
    const moderator = asUser(await signInAs(t, 'moderator@example.com'));
    const tab = await expectDescribed(t, 'get', R, `${R}?scope=for_review`, moderator);
    const held = (tab.course_reviews as { id: string; user: unknown }[])[0];
    expect(held?.user).not.toBeNull();
    const seeded = await expectDescribed(t, 'get', R, `${R}?scope=autopublished`, moderator);
    expect((seeded.course_reviews as unknown[]).length).toBeGreaterThan(0);
    await expectDescribed(t, 'get', `${R}/courses`, `${R}/courses`, moderator);
    await expectDescribed(t, 'get', `${R}/users`, `${R}/users?q=golfer`, moderator);
    await expectDescribed(t, 'patch', `${R}/:id`, `${R}/${held?.id ?? ''}`, {
      ...moderator,
      json: { is_approved: true },
    });
    const ban = '/api/v6/users/:id/ban';
    await expectDescribed(t, 'post', ban, '/api/v6/users/usr_golfer/ban', moderator);
    await expectDescribed(t, 'post', '/api/v6/users/:id/unban', '/api/v6/users/usr_golfer/unban', moderator);
  });
});
