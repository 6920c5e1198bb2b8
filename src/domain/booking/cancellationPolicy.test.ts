import { describe, expect, it } from 'vitest';
import {
  cancellationPolicy,
  isFreeCancellation,
  policySentence,
  refundOf,
  refundWords,
} from './cancellationPolicy';

const usd = (n: number) => `$${n.toFixed(2)}`;
const words = { formatPrice: usd, formatWhen: (l: string) => l.replace('T', ' ') };
// 2 players × $101.99 + 2 × $1.99 booking fee = $207.96, paid by card.
const paid = { total: 207.96 };

describe('cancellationPolicy', () => {
  it('a refundable tee time is free to cancel until the same time the day before, course time', () => {
    expect(cancellationPolicy({ isRefundable: true, teeOffAtLocal: '2026-11-29T07:30:00' })).toEqual({
      refundable: true,
      freeUntilLocal: '2026-11-28T07:30',
    });
  });
  it('crosses months and years on the calendar', () => {
    const at = (teeOffAtLocal: string) => cancellationPolicy({ isRefundable: true, teeOffAtLocal });
    expect(at('2026-12-01T06:50')).toEqual({ refundable: true, freeUntilLocal: '2026-11-30T06:50' });
    expect(at('2027-01-01T08:00:00')).toEqual({ refundable: true, freeUntilLocal: '2026-12-31T08:00' });
    expect(at('2028-03-01T10:10:00')).toEqual({ refundable: true, freeUntilLocal: '2028-02-29T10:10' });
  });
  it('a prepaid tee time that is not refundable has no free cancellation', () => {
    expect(cancellationPolicy({ isRefundable: false, teeOffAtLocal: '2026-11-29T07:30:00' })).toEqual({
      refundable: false,
    });
  });
});

describe('refundOf', () => {
  const policy = cancellationPolicy({ isRefundable: true, teeOffAtLocal: '2026-11-29T07:30:00' });
  it('gives back all that was paid until the deadline, the deadline minute included', () => {
    expect(refundOf(policy, paid, '2026-11-27T18:00:00')).toEqual({
      amount: 207.96,
      giftCardAmount: 0,
      rewardsPoints: 0,
      reason: 'full',
    });
    expect(refundOf(policy, paid, '2026-11-28T07:30:59').amount).toBe(207.96);
    expect(isFreeCancellation(policy, '2026-11-28T07:30')).toBe(true);
  });
  it('gives back the gift card and the points with the card charge', () => {
    expect(
      refundOf(policy, { total: 157.96, giftCardAmount: 40, rewardsPoints: 1000 }, '2026-11-27T09:00'),
    ).toEqual({ amount: 157.96, giftCardAmount: 40, rewardsPoints: 1000, reason: 'full' });
  });
  it('gives back nothing from the minute after the deadline', () => {
    expect(refundOf(policy, paid, '2026-11-28T07:31:00')).toEqual({
      amount: 0,
      giftCardAmount: 0,
      rewardsPoints: 0,
      reason: 'late',
    });
    expect(isFreeCancellation(policy, '2026-11-29T07:00')).toBe(false);
  });
  it('gives back nothing of a prepaid, non-refundable tee time', () => {
    const prepaid = cancellationPolicy({ isRefundable: false, teeOffAtLocal: '2026-11-29T07:30:00' });
    expect(refundOf(prepaid, paid, '2026-11-20T07:00')).toEqual({
      amount: 0,
      giftCardAmount: 0,
      rewardsPoints: 0,
      reason: 'not-refundable',
    });
  });
});

describe('the words a golfer reads', () => {
  it('says until when, in course time, and what follows', () => {
    expect(policySentence({ refundable: true, freeUntilLocal: '2026-11-28T07:30' }, words)).toBe(
      'Free cancellation until 2026-11-28 07:30 course time: you get all you paid back. After that, cancelling refunds nothing.',
    );
    expect(
      policySentence(
        { refundable: true, freeUntilLocal: '2026-11-28T07:30' },
        { ...words, zone: 'Mountain Standard Time' },
      ),
    ).toContain('course time (Mountain Standard Time)');
    expect(policySentence({ refundable: false }, words)).toBe(
      'Prepaid and not refundable: this tee time cannot be cancelled online.',
    );
  });
  it('says the refund in dollars', () => {
    expect(refundWords({ amount: 207.96, giftCardAmount: 0, rewardsPoints: 0, reason: 'full' }, usd)).toBe(
      'Refund: $207.96 back to the card or wallet you paid with.',
    );
    expect(
      refundWords({ amount: 157.96, giftCardAmount: 40, rewardsPoints: 1000, reason: 'full' }, usd),
    ).toBe(
      'Refund: $157.96 back to the card or wallet you paid with, $40.00 back to your gift card, 1000 points back to your rewards.',
    );
    expect(refundWords({ amount: 0, giftCardAmount: 0, rewardsPoints: 0, reason: 'late' }, usd)).toBe(
      'No refund: the free cancellation has ended.',
    );
  });
});
