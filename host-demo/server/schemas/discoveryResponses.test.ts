import { describe, expect, it } from 'vitest';
import { FIXTURE_DATE, FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { expectDescribed } from '../testing/describedAnswer';
import { asUser } from '../testing/signIn';

describe('response schemas of discovery and insurance describe the real answers', () => {
  it('scorecard, similar courses, recommendations, featured courses, sections and states', async () => {
    const t = makeBookingApp();
    const list = await expectDescribed(
      t,
      'get',
      '/api/v6/courses/location_list',
      '/api/v6/courses/location_list?lat=40.75&lon=-73.99&date=2026-06-16',
    );
    const id = (list.location_results as { id: string }[])[0]?.id;
    if (!id) throw new Error('no course near New York in the seed');
    await expectDescribed(t, 'get', '/api/v6/courses/:id/scorecard', `/api/v6/courses/${id}/scorecard`);
    const similar = await expectDescribed(
      t,
      'get',
      '/api/v6/courses/:id/similar',
      `/api/v6/courses/${id}/similar`,
    );
    expect((similar.similar_courses as unknown[]).length).toBeGreaterThan(0);
    const recommended = '/api/v6/failure_recommendation';
    await expectDescribed(
      t,
      'get',
      `${recommended}/courses`,
      `${recommended}/courses?course_id=${id}&date=2026-06-16`,
    );
    const times = await expectDescribed(
      t,
      'get',
      `${recommended}/tee_times`,
      `${recommended}/tee_times?course_id=${id}&date=2026-06-16`,
    );
    expect((times.tee_times as unknown[]).length).toBeGreaterThan(0);
    await expectDescribed(
      t,
      'get',
      '/api/v6/featured_courses/near_you',
      '/api/v6/featured_courses/near_you?lat=40.75&lon=-73.99',
    );
    const sections = await expectDescribed(t, 'get', '/api/v6/course_sections', '/api/v6/course_sections');
    const slug = (sections.course_sections as { slug: string }[])[0]?.slug;
    await expectDescribed(t, 'get', '/api/v6/course_sections/:slug', `/api/v6/course_sections/${slug}`);
    await expectDescribed(t, 'get', '/api/v6/states', '/api/v6/states');
  });

  it('insurance: a course, a quote, the purchase and the reservation', async () => {
    const t = makeBookingApp();
    const token = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 2, token));
    const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, token));
    const reservation = String(paid.receipt.reservation_id);
    const base = '/api/v6/eventual_insurance';
    await expectDescribed(t, 'get', `${base}/course/:id`, `${base}/course/${FX.course}`);
    const quoted = await expectDescribed(
      t,
      'get',
      `${base}/reservations/:id/quote`,
      `${base}/reservations/${reservation}/quote`,
      asUser(token),
    );
    const quoteId = (quoted.quote as { quote_id: string }).quote_id;
    await expectDescribed(
      t,
      'post',
      `${base}/reservations/:id/purchase`,
      `${base}/reservations/${reservation}/purchase`,
      { ...asUser(token), json: { quote_id: quoteId, credit_card_id: 'card_demo_1' } },
    );
    await expectDescribed(
      t,
      'get',
      `${base}/reservations/:id`,
      `${base}/reservations/${reservation}`,
      asUser(token),
    );
    expect(FIXTURE_DATE).toBe('2026-06-16');
  });
});
