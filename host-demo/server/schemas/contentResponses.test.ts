import { describe, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { expectDescribed } from '../testing/describedAnswer';
import { asUser } from '../testing/signIn';

const SUPPORT_TICKET = {
  category: 'Reservation/TeeTime',
  message: 'Please move my tee time',
  g_recaptcha_response_data: 'human',
  email: 'ada@example.com',
};

describe('response schemas of content, feedback, the e-mail check and wallet passes describe the real answers', () => {
  it('pages, contests, FAQs, the marketing banner, app links, affiliate store, e-mail check', async () => {
    const t = makeBookingApp();
    await expectDescribed(t, 'get', '/api/v6/pages/show/:slug', '/api/v6/pages/show/about');
    await expectDescribed(t, 'get', '/api/v6/contests', '/api/v6/contests');
    await expectDescribed(t, 'get', '/api/v4/faqs', '/api/v4/faqs');
    await expectDescribed(t, 'get', '/api/v6/marketing_banner', '/api/v6/marketing_banner');
    await expectDescribed(
      t,
      'get',
      '/api/v6/firebase/dynamic_link',
      '/api/v6/firebase/dynamic_link?link=/courses/x',
    );
    await expectDescribed(t, 'get', '/api/v6/status/affiliate', '/api/v6/status/affiliate');
    await expectDescribed(t, 'get', '/api/v6/users/valid', '/api/v6/users/valid?email=new@example.com');
    await expectDescribed(t, 'get', '/api/v6/users/valid', '/api/v6/users/valid?email=nope');
  });

  it('feedback and a support ticket', async () => {
    const t = makeBookingApp();
    await expectDescribed(t, 'post', '/api/v6/feedbacks', '/api/v6/feedbacks', {
      json: { found_everything: false, message: 'The map did not load' },
    });
    await expectDescribed(t, 'post', '/api/v6/feedbacks/support-ticket', '/api/v6/feedbacks/support-ticket', {
      json: SUPPORT_TICKET,
    });
  });

  it('wallet passes of a reservation', async () => {
    const t = makeBookingApp();
    const token = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 2, token));
    const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, token));
    const id = String(paid.receipt.reservation_id);
    await expectDescribed(
      t,
      'get',
      '/api/v6/mobile_wallet/ios/:id',
      `/api/v6/mobile_wallet/ios/${id}`,
      asUser(token),
    );
    await expectDescribed(
      t,
      'get',
      '/api/v6/mobile_wallet/android/:id',
      `/api/v6/mobile_wallet/android/${id}`,
      asUser(token),
    );
  });
});
