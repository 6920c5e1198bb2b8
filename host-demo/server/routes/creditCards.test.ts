import { describe, expect, it } from 'vitest';
import { makeBookingApp } from '../testing/bookingApp';
import { asUser } from '../testing/signIn';

const card = {
  number: '5555 5555 5555 4444',
  expiry_month: 11,
  expiry_year: 2029,
  cvv: '987',
  name: 'Gary Golfer',
  zip: '78701',
};

describe('credit cards', () => {
  it('lists, adds, makes default and deletes own cards', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const list = await t.json(await t.request('/api/v6/credit_cards', asUser(user)));
    expect(list.credit_cards.map((c: { id: string }) => c.id)).toEqual(['card_demo_1', 'card_demo_2']);
    const created = await t.request('/api/v6/credit_cards', {
      method: 'POST',
      ...asUser(user),
      json: { ...card, is_default: true },
    });
    expect(created.status).toBe(201);
    const { credit_card } = await t.json(created);
    expect(credit_card).toMatchObject({
      brand: 'mastercard',
      last_four: '4444',
      expiry_month: 11,
      is_default: true,
    });
    expect(JSON.stringify(credit_card)).not.toContain('5555555555554444');
    const after = await t.json(await t.request('/api/v6/credit_cards', asUser(user)));
    expect(after.credit_cards[0].id).toBe(credit_card.id);
    expect(
      (await t.request(`/api/v6/credit_cards/${credit_card.id}`, { method: 'DELETE', ...asUser(user) }))
        .status,
    ).toBe(200);
    const final = await t.json(await t.request('/api/v6/credit_cards', asUser(user)));
    expect(final.credit_cards).toHaveLength(2);
    expect(final.credit_cards[0].is_default).toBe(true);
  });

  it('answers per-field validation errors', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const res = await t.request('/api/v6/credit_cards', {
      method: 'POST',
      ...asUser(user),
      json: { number: '1234', expiry_month: 0, expiry_year: 2001, cvv: 'abc', name: ' ', zip: '!!' },
    });
    expect(res.status).toBe(422);
    const body = await t.json(res);
    expect(Object.keys(body.validation_errors).sort()).toEqual([
      'cvv',
      'expiry_month',
      'expiry_year',
      'name',
      'number',
      'zip',
    ]);
    const wrongTypes = await t.request('/api/v6/credit_cards', {
      method: 'POST',
      ...asUser(user),
      json: { number: 4242424242424242, expiry_month: '12' },
    });
    expect(wrongTypes.status).toBe(422);
    expect(Object.keys((await t.json(wrongTypes)).validation_errors)).toContain('number');
  });

  it('edits expiry, name and zip, and makes a card the default', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const edit = (id: string, body: object, token = user) =>
      t.request(`/api/v6/credit_cards/${id}`, { method: 'PATCH', ...asUser(token), json: body });
    const res = await edit('card_demo_2', {
      expiry_month: 3,
      expiry_year: 2031,
      name: ' Gary G. Golfer ',
      zip: '78702',
    });
    expect(res.status).toBe(200);
    expect((await t.json(res)).credit_card).toMatchObject({
      id: 'card_demo_2',
      last_four: '0002',
      expiry_month: 3,
      expiry_year: 2031,
      name: 'Gary G. Golfer',
      zip: '78702',
      is_default: false,
    });
    expect((await t.json(await edit('card_demo_2', { is_default: true }))).credit_card.is_default).toBe(true);
    const list = await t.json(await t.request('/api/v6/credit_cards', asUser(user)));
    expect(list.credit_cards.map((c: { id: string; is_default: boolean }) => [c.id, c.is_default])).toEqual([
      ['card_demo_2', true],
      ['card_demo_1', false],
    ]);
    const bad = await edit('card_demo_1', { expiry_month: 13, expiry_year: 2001, name: 'x', zip: '!!' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await t.json(bad)).validation_errors).sort()).toEqual([
      'expiry_month',
      'expiry_year',
      'name',
      'zip',
    ]);
    const undefault = await edit('card_demo_2', { is_default: false });
    expect((await t.json(undefault)).validation_errors.is_default).toEqual([
      'choose another card as your default instead',
    ]);
    const member = await t.signIn('member@example.com');
    expect((await edit('card_demo_1', { name: 'Mia Member' }, member)).status).toBe(404);
    expect(
      (await t.request('/api/v6/credit_cards/card_demo_1', { method: 'PATCH', json: { name: 'Anon Ymous' } }))
        .status,
    ).toBe(401);
  });

  it("needs sign-in and hides others' cards", async () => {
    const t = makeBookingApp();
    expect((await t.request('/api/v6/credit_cards')).status).toBe(401);
    const member = await t.signIn('member@example.com');
    expect(
      (await t.request('/api/v6/credit_cards/card_demo_1', { method: 'DELETE', ...asUser(member) })).status,
    ).toBe(404);
  });

  it('never stores a full card number or CVV in any table', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const numbers = [
      '4242424242424242',
      '5555555555554444',
      '378282246310005',
      '4000000000000002',
      '4000000000009995',
    ];
    for (const number of numbers) {
      const cvv = number.startsWith('37') ? '7391' : '739';
      expect(
        (
          await t.request('/api/v6/credit_cards', {
            method: 'POST',
            ...asUser(user),
            json: { ...card, number, cvv },
          })
        ).status,
      ).toBe(201);
      await t.request('/api/v6/guests/credit_cards', {
        method: 'POST',
        json: { ...card, number, cvv, email: 'guest@example.com' },
      });
    }
    const tables = t.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as {
      name: string;
    }[];
    const dump = tables
      .map(({ name }) => JSON.stringify(t.db.prepare(`SELECT * FROM "${name}"`).all()))
      .join('\n');
    for (const number of numbers) expect(dump).not.toContain(number);
    expect(dump).not.toMatch(/"(cvv|number)"/);
    const columns = (t.db.prepare('PRAGMA table_info(credit_cards)').all() as { name: string }[]).map(
      (c) => c.name,
    );
    expect(columns.filter((c) => /number|cvv|pan/.test(c))).toEqual([]);
  });
});
