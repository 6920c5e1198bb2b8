import { describe, expect, it } from 'vitest';
import { flowTokensReducer, INITIAL_FLOW_TOKENS } from './flowTokens';
import {
  addDays,
  checkoutUrl,
  dateStrip,
  filterParams,
  narrowing,
  initialDate,
  providerParams,
  restoreSelection,
  stepUrl,
} from './pickerRules';

const any = { players: 2, holes: null, riding: null, rateTypes: [], prepaidOnly: false } as const;

describe('picker rules', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('builds a 7-day strip from today and adds a later chosen date', () => {
    expect(dateStrip('2026-11-22', undefined)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(dateStrip('2026-11-22', '2026-12-10').at(-1)).toBe('2026-12-10');
    expect(dateStrip('2026-11-22', '2026-11-01')).toHaveLength(7);
  });

  it('starts on the attribute date unless it is past or not a date', () => {
    expect(initialDate('2026-11-22', '2026-11-25')).toBe('2026-11-25');
    expect(initialDate('2026-11-22', '2026-11-02')).toBe('2026-11-22');
    expect(initialDate('2026-11-22', '2026-02-31')).toBe('2026-11-22');
    expect(initialDate('2026-11-22', 'soon')).toBe('2026-11-22');
  });

  it('turns filters into API params, leaving out "any"', () => {
    expect(filterParams('2026-11-22', any)).toEqual({ date: '2026-11-22', qty: 2 });
    expect(
      filterParams('2026-11-22', {
        players: 1,
        holes: 9,
        riding: false,
        rateTypes: ['online'],
        prepaidOnly: true,
      }),
    ).toEqual({
      date: '2026-11-22',
      qty: 1,
      numHoles: 9,
      isRiding: false,
      rateTypes: ['online'],
      isPrepaidOnly: true,
    });
  });

  it('never sends prepaid-only for the lightning rate', () => {
    const f = { ...any, prepaidOnly: true };
    expect(providerParams('2026-11-22', '07:00', 'lightning', f)).not.toHaveProperty('isPrepaidOnly');
    expect(providerParams('2026-11-22', '07:00', 'online', f)).toHaveProperty('isPrepaidOnly', true);
  });

  it('fills the checkout URL template, encoded, with a default', () => {
    const v = { courseId: '1001', teeTimeId: 'a b', players: 3, date: '2026-11-22' };
    expect(checkoutUrl('https://x.test/pay/{courseId}/{teeTimeId}?n={players}&d={date}', v)).toBe(
      'https://x.test/pay/1001/a%20b?n=3&d=2026-11-22',
    );
    expect(checkoutUrl(undefined, v)).toBe('/checkout/at/1001?teeTimeId=a%20b&players=3&date=2026-11-22');
  });

  it('appends the guest and anchored flags as the text true, before a fragment or in a hash route', () => {
    const v = { courseId: '1001', teeTimeId: 't1', players: 2, date: '2026-11-22' };
    expect(checkoutUrl(undefined, { ...v, isAnchoredTeeTime: true })).toBe(
      '/checkout/at/1001?teeTimeId=t1&players=2&date=2026-11-22&isAnchoredTeeTime=true',
    );
    expect(checkoutUrl('/pay/{teeTimeId}#top', { ...v, isGuest: true, isAnchoredTeeTime: true })).toBe(
      '/pay/t1?isGuest=true&isAnchoredTeeTime=true#top',
    );
    expect(checkoutUrl('/pay/{teeTimeId}', { ...v, isGuest: false, isAnchoredTeeTime: false })).toBe(
      '/pay/t1',
    );
  });

  it('restores the time slot and rate type from the flow-token URLs of the same course and date', () => {
    let t = flowTokensReducer(INITIAL_FLOW_TOKENS, {
      type: 'set',
      step: 'rateTypes',
      url: stepUrl('rateTypes', '1001', { date: '2026-11-22', timeSlot: '07:00' }),
    });
    t = flowTokensReducer(t, {
      type: 'set',
      step: 'provider',
      url: stepUrl('provider', '1001', { date: '2026-11-22', timeSlot: '07:00', rateType: 'online' }),
    });
    expect(restoreSelection(t, '1001', '2026-11-22')).toEqual({ timeSlot: '07:00', rateType: 'online' });
    expect(restoreSelection(t, '1002', '2026-11-22')).toEqual({ timeSlot: null, rateType: null });
    expect(restoreSelection(t, '1001', '2026-11-23')).toEqual({ timeSlot: null, rateType: null });
    // A new time slot clears the provider step (the cascade), so no rate type is restored.
    t = flowTokensReducer(t, {
      type: 'set',
      step: 'rateTypes',
      url: stepUrl('rateTypes', '1001', { date: '2026-11-22', timeSlot: '08:00' }),
    });
    expect(restoreSelection(t, '1001', '2026-11-22')).toEqual({ timeSlot: '08:00', rateType: null });
  });

  it('sends the hours, prices and membership rates a search narrowed to (spec 01 §7)', () => {
    const narrow = narrowing({ minHour: 7, maxHour: 10, maxPrice: 60, networkMembershipOnly: true });
    expect(narrow).toEqual({ minHour: 7, maxHour: 10, maxPrice: 60, networkMembershipOnly: true });
    const f = { players: 2, holes: null, riding: null, rateTypes: [], prepaidOnly: false, narrow };
    expect(filterParams('2026-11-22', f)).toEqual({
      date: '2026-11-22',
      qty: 2,
      minHour: 7,
      maxHour: 10,
      maxPrice: 60,
      networkMembershipOnly: true,
    });
    expect(narrowing({ minHour: 10, maxHour: 7, minPrice: -1, maxPrice: Number.NaN })).toEqual({});
    expect(narrowing({ minHour: 7.5, maxHour: 25, networkMembershipOnly: 'yes' })).toEqual({});
  });
});
