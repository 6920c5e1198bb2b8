import { ISSUED_APP_KEYS } from '../seed/brandAppKeys';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';

const PAGE = '/api/hosted/card-fields?origin=https%3A%2F%2Fpartner.example&key=demo-cedar-ridge';
const card = { number: '4242 4242 4242 4242', expiry_month: 12, expiry_year: 2031, cvv: '123', name: 'Pat' };

describe('hosted wallet buttons (the frame page)', () => {
  const WALLETS = '/api/hosted/wallets?origin=https%3A%2F%2Fpartner.example&key=pk_lakeside_web_3e8f0b5c62';
  it("answers the page under its own policy, which allows the wallets' manifests, not the partner's", async () => {
    const t = makeBookingApp();
    const res = await t.request(WALLETS, { apiKey: null });
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toMatch(/connect-src 'self' https:\/\/apple\.com .*https:\/\/google\.com/);
    expect(policy).toContain('frame-ancestors https://partner.example');
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    const html = await res.text();
    expect(html).toContain('data-parent-origin="https://partner.example"');
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style\b|\sstyle=|\son[a-z]+=/);
    expect(
      (await t.request('/api/hosted/wallets.css', { apiKey: null })).headers.get('content-type'),
    ).toMatch(/^text\/css/);
  });
  it('refuses an origin that is not one, and an unknown key', async () => {
    const t = makeBookingApp();
    expect(
      (await t.request('/api/hosted/wallets?origin=javascript:alert(1)&key=demo-lakeside', { apiKey: null }))
        .status,
    ).toBe(400);
    expect(
      (await t.request('/api/hosted/wallets?origin=https%3A%2F%2Fa.example&key=nope', { apiKey: null }))
        .status,
    ).toBe(401);
  });
});

describe('hosted card fields (the frame page)', () => {
  it('answers the page under its own strict policy, embeddable only by the declared origin', async () => {
    const t = makeBookingApp();
    const res = await t.request(PAGE, { apiKey: null });
    expect(res.status).toBe(200);
    const policy = res.headers.get('content-security-policy') ?? '';
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("style-src 'self'");
    expect(policy).toContain('frame-ancestors https://partner.example');
    expect(policy).not.toMatch(/unsafe-(inline|eval)/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await res.text();
    expect(html).toContain('data-parent-origin="https://partner.example"');
    expect(html).toContain('data-app-key="demo-cedar-ridge"');
    for (const label of ['Card number', 'Expiry<span class="sr-only"> (MM/YY)</span>', 'CVV'])
      expect(html).toContain(`>${label}</label>`);
    for (const autofill of ['cc-number', 'cc-exp', 'cc-csc'])
      expect(html).toContain(`autocomplete="${autofill}"`);
    expect(html.match(/inputmode="numeric"/g)).toHaveLength(3);
    // No inline script or style: the policy would block them.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>|<style\b|\sstyle=|\son[a-z]+=/);
    const css = await t.request('/api/hosted/card-fields.css', { apiKey: null });
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
  });

  it('puts the zip code on the card row when the checkout asks (zip=1), optional, numeric, autofilled', async () => {
    const t = makeBookingApp();
    const plain = await (await t.request(PAGE, { apiKey: null })).text();
    expect(plain).not.toContain('id="zip"');
    const res = await t.request(`${PAGE}&zip=1`, { apiKey: null });
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<form novalidate class="with-zip">');
    expect(html).toContain('>Zip code</label>');
    const zip = /<input id="zip"[^>]*>/.exec(html)?.[0] ?? '';
    expect(zip).toContain('autocomplete="postal-code"');
    expect(zip).toContain('inputmode="numeric"');
    expect(zip).not.toContain('required');
    // Keyboard order: number, expiry, CVV, zip.
    const ids = [...html.matchAll(/<input id="(\w+)"/g)].map((m) => m[1]);
    expect(ids).toEqual(['number', 'expiry', 'cvv', 'zip']);
    const css = await (await t.request('/api/hosted/card-fields.css', { apiKey: null })).text();
    expect(css).toContain('form.with-zip');
  });

  it('refuses a page without a proper origin or app key, in plain words', async () => {
    const t = makeBookingApp();
    for (const origin of ['', 'partner.example', 'javascript:alert(1)', 'https://a.example/path', '"><x']) {
      const res = await t.request(
        `/api/hosted/card-fields?origin=${encodeURIComponent(origin)}&key=demo-teetime`,
        {
          apiKey: null,
        },
      );
      expect(res.status, origin).toBe(400);
      expect((await t.json(res)).error).toMatch(/^Give the origin of the page/);
    }
    const noKey = await t.request('/api/hosted/card-fields?origin=https%3A%2F%2Fa.example&key=nope', {
      apiKey: null,
    });
    expect(noKey.status).toBe(401);
    const partnerKey = await t.request(
      `/api/hosted/card-fields?origin=https%3A%2F%2Fa.example&key=${ISSUED_APP_KEYS.lakeside![0]!.key}`,
      { apiKey: null },
    );
    expect(partnerKey.status).toBe(200);
    const revoked = ISSUED_APP_KEYS['cedar-ridge']!.find((k) => k.revokedAt)!.key;
    const refused = await t.request(`/api/hosted/card-fields?origin=https%3A%2F%2Fa.example&key=${revoked}`, {
      apiKey: null,
    });
    expect(refused.status).toBe(403);
  });
});

describe('hosted card fields: generated input', () => {
  it('answers the page or a plain 4xx, never a 5xx, and never echoes markup', async () => {
    const t = makeBookingApp();
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.constantFrom(
        'https://a.example',
        'http://localhost:8081',
        'demo-teetime',
        '"><script>',
        'x'.repeat(500),
      ),
    );
    await fc.assert(
      fc.asyncProperty(fc.option(value), fc.option(value), async (origin, key) => {
        const q = new URLSearchParams();
        if (origin !== null) q.set('origin', origin);
        if (key !== null) q.set('key', key);
        const res = await t.request(`/api/hosted/card-fields?${q}`, { apiKey: null });
        expect(res.status).toBeLessThan(500);
        if (res.status === 200) expect(await res.text()).not.toMatch(/<script>|"><x/);
        else expect(typeof (await t.json(res)).error).toBe('string');
      }),
      { numRuns: 150 },
    );
  });
});

describe('card tokens (what the frame calls)', () => {
  it('tokenizes a card and answers only the token, brand and last four', async () => {
    const t = makeBookingApp();
    const res = await t.request('/api/v6/card_tokens', { method: 'POST', json: card });
    expect(res.status).toBe(201);
    const { card_token } = await t.json(res);
    expect(card_token).toMatchObject({ gateway_id: 'sandbox', brand: 'visa', last_four: '4242' });
    expect(card_token.gateway_token).toMatch(/.{20,}/);
    expect(JSON.stringify(card_token)).not.toContain('4242424242424242');
    const bad = await t.request('/api/v6/card_tokens', { method: 'POST', json: { ...card, number: '' } });
    expect((await t.json(bad)).validation_errors.number).toEqual(['Enter the card number.']);
  });

  it('a guest pays with the token; a signed-in buyer keeps it as a saved card, once', async () => {
    const t = makeBookingApp();
    const token = async () =>
      (await t.json(await t.request('/api/v6/card_tokens', { method: 'POST', json: card }))).card_token
        .gateway_token as string;
    const prep = await t.json(await t.prepare(FX.open, 1, null));
    const paid = await t.request('/api/v6/guests/reservations', {
      method: 'POST',
      json: {
        auth_token: prep.auth_token,
        email: 'pat@example.com',
        first_name: 'Pat',
        last_name: 'Guest',
        gateway_id: 'sandbox',
        gateway_token: await token(),
      },
    });
    expect(paid.status).toBe(201);

    const golfer = await t.signIn('golfer@example.com');
    const mine = await token();
    const kept = await t.request('/api/v6/credit_cards/from_token', {
      method: 'POST',
      ...asUser(golfer),
      json: { gateway_token: mine },
    });
    expect(kept.status).toBe(201);
    const { credit_card } = await t.json(kept);
    expect(credit_card).toMatchObject({ brand: 'visa', last_four: '4242', is_default: false });
    const list = await t.json(await t.request('/api/v6/credit_cards', asUser(golfer)));
    expect(list.credit_cards.map((c: { id: string }) => c.id)).toContain(credit_card.id);
    // Someone else holding the same token cannot take the card, nor can the owner take it twice.
    const member = await t.signIn('member@example.com');
    for (const who of [member, golfer]) {
      const again = await t.request('/api/v6/credit_cards/from_token', {
        method: 'POST',
        ...asUser(who),
        json: { gateway_token: mine },
      });
      expect(again.status).toBe(404);
    }
    expect(
      (await t.request('/api/v6/credit_cards/from_token', { method: 'POST', json: { gateway_token: mine } }))
        .status,
    ).toBe(401);
  });
});
