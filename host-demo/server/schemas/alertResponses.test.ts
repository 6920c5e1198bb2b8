import { describe, expect, it } from 'vitest';
import { makeTestApp } from '../testing/makeApp';
import { expectDescribed } from '../testing/describedAnswer';
import { asUser, signInAs } from '../testing/signIn';

describe('response schemas of price alerts describe the real answers', () => {
  it('list, add, edit, delete and unsubscribe', async () => {
    const t = makeTestApp();
    const token = await signInAs(t, 'member@example.com');
    const alert = {
      course_id: '1001',
      max_price: 75,
      frequency: 2,
      for_1: true,
      holes_18: true,
      saturday: true,
    };
    const added = await expectDescribed(t, 'post', '/api/v6/alerts', '/api/v6/alerts', {
      ...asUser(token),
      json: alert,
    });
    const { id, unsubscribe_token } = added.alert as { id: string; unsubscribe_token: string };
    await expectDescribed(t, 'post', '/api/v6/alerts', '/api/v6/alerts', {
      ...asUser(token),
      json: { ...alert, course_id: undefined, city_id: 'us-co-denver' },
    });
    const list = await expectDescribed(t, 'get', '/api/v6/alerts', '/api/v6/alerts', asUser(token));
    expect(list.alerts).toHaveLength(2);
    await expectDescribed(t, 'patch', '/api/v6/alerts/:id', `/api/v6/alerts/${id}`, {
      ...asUser(token),
      json: { max_price: 60 },
    });
    await expectDescribed(t, 'post', '/api/v6/alerts/unsubscribe', '/api/v6/alerts/unsubscribe', {
      json: { type: 'TeeTimePriceAlert', token: unsubscribe_token },
    });
    await expectDescribed(t, 'delete', '/api/v6/alerts/:id', `/api/v6/alerts/${id}`, asUser(token));
  });
});
