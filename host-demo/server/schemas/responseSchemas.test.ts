import { describe, expect, it } from 'vitest';
import { FIXTURE_DATE, FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { expectDescribed } from '../testing/describedAnswer';
import { asUser } from '../testing/signIn';

describe('response schemas describe the real answers', () => {
  it('course lists (by section, coordinates, city, state) and a course', async () => {
    const t = makeBookingApp();
    const list = '/api/v6/courses/location_list';
    const section = await expectDescribed(t, 'get', list, `${list}?course_section_slug=bucket-list-courses`);
    const course = (
      section.location_results as {
        id: string;
        latitude: number;
        longitude: number;
        hierarchized_url: string;
      }[]
    )[0];
    if (!course) throw new Error('the seed has no course in bucket-list-courses');
    const near = await expectDescribed(
      t,
      'get',
      list,
      `${list}?lat=${course.latitude}&lon=${course.longitude}&include_without_tee_times=true`,
    );
    expect((near.location_results as unknown[]).length).toBeGreaterThan(0);
    const city = course.hierarchized_url.split('/').slice(0, -1).join('/');
    const state = city.split('/').slice(0, -1).join('/');
    await expectDescribed(t, 'get', list, `${list}?hierarchized_url=${city}&include_without_tee_times=true`);
    await expectDescribed(t, 'get', list, `${list}?hierarchized_url=${state}`);
    await expectDescribed(t, 'get', '/api/v6/courses/:id', `/api/v6/courses/${course.id}`);
  });

  it('tee time groups, rate types, tee times and relevant tee times', async () => {
    const t = makeBookingApp();
    const list = '/api/v6/courses/location_list?course_section_slug=bucket-list-courses';
    const { location_results } = (await (await t.request(list)).json()) as {
      location_results: { id: string }[];
    };
    const id = location_results.find((c) => c.id)?.id ?? '';
    const q = `date=${FIXTURE_DATE}`;
    const groups = await expectDescribed(
      t,
      'get',
      '/api/v6/tee_time_groups/at/:courseId',
      `/api/v6/tee_time_groups/at/${id}?${q}&include_featured=true`,
    );
    expect((groups.tee_time_groups as unknown[]).length).toBeGreaterThan(0);
    await expectDescribed(
      t,
      'get',
      '/api/v6/tee_time_groups/at/:courseId/rate_types',
      `/api/v6/tee_time_groups/at/${id}/rate_types?${q}`,
    );
    const times = await expectDescribed(
      t,
      'get',
      '/api/v6/tee_times/at/:courseId/tee_times',
      `/api/v6/tee_times/at/${id}/tee_times?${q}`,
    );
    const first = (times.tee_times as { id: string }[])[0]?.id ?? '';
    await expectDescribed(
      t,
      'get',
      '/api/v6/tee_times/at/:courseId/relevant',
      `/api/v6/tee_times/at/${id}/relevant?${q}&tee_time_id=${first}`,
    );
  });

  it('sign-in, session, profile and sign-out', async () => {
    const t = makeBookingApp();
    const signedIn = await expectDescribed(t, 'post', '/api/v6/users/sign-in', '/api/v6/users/sign-in', {
      json: { email: 'golfer@example.com', password: 'teetime-demo-1' },
    });
    const user = asUser(String(signedIn.user_token));
    await expectDescribed(t, 'post', '/api/v6/users/session', '/api/v6/users/session');
    await expectDescribed(t, 'get', '/api/v6/users', '/api/v6/users', user);
    await expectDescribed(t, 'patch', '/api/v6/users', '/api/v6/users', {
      ...user,
      json: { focus: 'sport', frequency: 'once_a_week' },
    });
    await expectDescribed(t, 'post', '/api/v6/users/sign-out', '/api/v6/users/sign-out', user);
  });

  it('reservations: list, one, cancel', async () => {
    const t = makeBookingApp();
    const token = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 2, token));
    const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, token));
    const id = String(paid.receipt.reservation_id);
    await expectDescribed(t, 'get', '/api/v6/reservations', '/api/v6/reservations', asUser(token));
    await expectDescribed(t, 'get', '/api/v6/reservations/:id', `/api/v6/reservations/${id}`, asUser(token));
    await expectDescribed(t, 'post', '/api/v6/reservations/cancel/:id', `/api/v6/reservations/cancel/${id}`, {
      ...asUser(token),
      json: {},
    });
  });

  it('cards, deals, countries, site status, e-mailed instructions', async () => {
    const t = makeBookingApp();
    const token = await t.signIn('golfer@example.com');
    await expectDescribed(t, 'get', '/api/v6/credit_cards', '/api/v6/credit_cards', asUser(token));
    await expectDescribed(t, 'get', '/api/v6/users/settings', '/api/v6/users/settings', asUser(token));
    const favs = await expectDescribed(
      t,
      'get',
      '/api/v6/favorite_courses',
      '/api/v6/favorite_courses',
      asUser(token),
    );
    expect(Array.isArray(favs.favorite_courses)).toBe(true);
    await expectDescribed(t, 'get', '/api/v6/favorite_cities', '/api/v6/favorite_cities', asUser(token));
    await expectDescribed(
      t,
      'get',
      '/api/v6/users/rewards_points',
      '/api/v6/users/rewards_points',
      asUser(token),
    );
    const list = '/api/v6/courses/location_list?course_section_slug=bucket-list-courses';
    const { location_results } = (await (await t.request(list)).json()) as {
      location_results: { id: string; latitude: number; longitude: number }[];
    };
    const at = location_results[0];
    const added = await t.request('/api/v6/favorite_courses', {
      method: 'POST',
      ...asUser(token),
      json: { course_id: at?.id },
    });
    expect(added.status).toBe(201);
    await expectDescribed(t, 'get', '/api/v6/favorite_courses', '/api/v6/favorite_courses', asUser(token));
    const near = await expectDescribed(
      t,
      'get',
      '/api/v6/deals/near',
      `/api/v6/deals/near?lat=${at?.latitude}&lon=${at?.longitude}`,
    );
    const deal = (near.deals as { id: string }[])[0];
    if (deal) await expectDescribed(t, 'get', '/api/v6/deals/:id', `/api/v6/deals/${deal.id}`);
    await expectDescribed(t, 'get', '/api/v6/countries', '/api/v6/countries');
    await expectDescribed(t, 'get', '/api/v6/banners', '/api/v6/banners?context=home');
    await expectDescribed(
      t,
      'get',
      '/api/v6/cities/for_coordinates',
      `/api/v6/cities/for_coordinates?lat=${at?.latitude}&lon=${at?.longitude}`,
    );
    await expectDescribed(t, 'get', '/api/v6/status/site', '/api/v6/status/site');
    await expectDescribed(t, 'post', '/api/v6/users/password-reset', '/api/v6/users/password-reset', {
      json: { email: 'golfer@example.com' },
    });
  });
});
