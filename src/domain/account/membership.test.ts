import { describe, expect, it } from 'vitest';
import {
  DEFAULT_MEMBERSHIP_INTERVAL,
  MEMBERSHIP_MESSAGES,
  NETWORK_GOLF_CLUB_COURSES_LIMIT,
  PAYMENTS_FIRST_PAGE,
  chooseCard,
  choosePlan,
  hasMorePayments,
  isMembershipCurrent,
  localPath,
  periodEnd,
  programErrorMessage,
  purchaseErrorMessage,
  renewalOf,
  salesOpen,
  statusAfter,
  yearlySaving,
} from './membership';

const plans = [
  { id: 'plan_annual', interval: 'annual' },
  { id: 'plan_monthly', interval: 'monthly' },
];

describe('network membership rules (spec 02 §2, §4, §8, §9)', () => {
  it('keeps the constants: monthly by default, 3 golf-club courses, payments from page 1', () => {
    expect(DEFAULT_MEMBERSHIP_INTERVAL).toBe('monthly');
    expect(NETWORK_GOLF_CLUB_COURSES_LIMIT).toBe(3);
    expect(PAYMENTS_FIRST_PAGE).toBe(1);
  });

  it('opens the sales page with either feature and the site membership on', () => {
    expect(salesOpen(new Set(['networkMembership']), true)).toBe(true);
    expect(salesOpen(new Set(['showNetworkSales']), true)).toBe(true);
    expect(salesOpen(new Set(['networkMembership']), false)).toBe(false);
    expect(salesOpen(new Set(['offers']), true)).toBe(false);
  });

  it('matches planId, else the plan of the chosen interval, monthly by default', () => {
    expect(choosePlan(plans, 'plan_annual')?.id).toBe('plan_annual');
    expect(choosePlan(plans, undefined)?.id).toBe('plan_monthly');
    expect(choosePlan(plans, 'nope', 'annual')?.id).toBe('plan_annual');
    expect(choosePlan(plans, null, 'weekly')?.id).toBe('plan_monthly');
    expect(choosePlan([], null)).toBeNull();
  });

  it('chooses the default card, else the first', () => {
    expect(
      chooseCard([
        { id: 'a', is_default: false },
        { id: 'b', is_default: true },
      ])?.id,
    ).toBe('b');
    expect(
      chooseCard([
        { id: 'a', is_default: false },
        { id: 'b', is_default: false },
      ])?.id,
    ).toBe('a');
    expect(chooseCard([{ id: 'c', isDefault: true }])?.id).toBe('c');
    expect(chooseCard([])).toBeNull();
  });

  it('has more payments while page × size is below the count', () => {
    expect(hasMorePayments(1, 5, 12)).toBe(true);
    expect(hasMorePayments(2, 5, 12)).toBe(true);
    expect(hasMorePayments(3, 5, 12)).toBe(false);
    expect(hasMorePayments(2, 5, 10)).toBe(false);
    expect(hasMorePayments(1, 5, 0)).toBe(false);
  });

  it('moves cancel to cancelled, renew and withdraw to renewed', () => {
    expect(statusAfter('purchase')).toBe('active');
    expect(statusAfter('cancel')).toBe('cancelled');
    expect(statusAfter('renew')).toBe('renewed');
    expect(statusAfter('withdraw')).toBe('renewed');
  });

  it('ends a period one month (clamped) or one year later', () => {
    expect(periodEnd(new Date('2026-06-15T13:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-07-15T13:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-01-31T00:00:00Z'), 'monthly').toISOString()).toBe(
      '2026-02-28T00:00:00.000Z',
    );
    expect(periodEnd(new Date('2026-06-15T13:00:00Z'), 'annual').toISOString()).toBe(
      '2027-06-15T13:00:00.000Z',
    );
  });

  it('counts a cancelled membership until its period ends', () => {
    const now = new Date('2026-06-15T13:00:00Z');
    expect(isMembershipCurrent({ status: 'active', current_period_end: '2020-01-01' }, now)).toBe(true);
    expect(isMembershipCurrent({ status: 'cancelled', current_period_end: '2026-07-01' }, now)).toBe(true);
    expect(isMembershipCurrent({ status: 'cancelled', current_period_end: '2026-06-01' }, now)).toBe(false);
    expect(isMembershipCurrent(null, now)).toBe(false);
  });

  it('says the spec’s words for errors', () => {
    expect(purchaseErrorMessage('Payment Error')).toBe('Payment failed, please try again.');
    expect(purchaseErrorMessage('This promo code is not valid.')).toBe('This promo code is not valid.');
    expect(MEMBERSHIP_MESSAGES.cardNotChanged).toBe('Credit card could not be changed');
    expect(MEMBERSHIP_MESSAGES.failure).toBe('failure');
    expect(programErrorMessage({ detail: 'Program not found' })).toBe('Program not found');
    expect(programErrorMessage({})).toBe('An unknown error happened');
    expect(programErrorMessage(null)).toBe('An unknown error happened');
  });

  it('follows back and redirect URLs on this site only', () => {
    expect(localPath('/courses/1001?tab=details')).toBe('/courses/1001?tab=details');
    expect(localPath('//evil.example.com')).toBeNull();
    expect(localPath('/\\evil.example.com')).toBeNull();
    expect(localPath('https://evil.example.com')).toBeNull();
    expect(localPath(undefined)).toBeNull();
  });

  it('says what a year saves against 12 months (annual $99 vs $9.99 × 12 = $119.88: $20.88)', () => {
    const monthly = { interval: 'monthly', billingPlan: { amount: 9.99 } };
    const annual = { interval: 'annual', billingPlan: { amount: 99 } };
    expect(yearlySaving([monthly, annual])).toEqual({
      saving: 20.88,
      monthlyYear: 119.88,
      percent: 17,
      perMonth: 8.25,
    });
    expect(yearlySaving([annual, monthly])?.saving).toBe(20.88);
    expect(yearlySaving([monthly])).toBeNull();
    expect(yearlySaving([monthly, { interval: 'annual', billingPlan: { amount: 119.88 } }])).toBeNull();
    expect(yearlySaving([{ interval: 'monthly', billingPlan: { amount: 12.5 } }, annual])?.saving).toBe(51);
  });

  it('renews a membership bought today a month or a year later, at its price', () => {
    const now = new Date('2026-01-31T15:00:00Z');
    expect(renewalOf({ interval: 'monthly', billingPlan: { amount: 9.99 } }, now)).toEqual({
      renewsOn: '2026-02-28',
      amount: 9.99,
    });
    expect(renewalOf({ interval: 'annual', billingPlan: { amount: 99 } }, now)).toEqual({
      renewsOn: '2027-01-31',
      amount: 99,
    });
  });
});
