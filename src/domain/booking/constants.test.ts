import { describe, expect, it } from 'vitest';
import { NAMED_PROVIDER_ORDER as SERVER_NAMED_PROVIDER_ORDER } from '../../../host-demo/server/services/providerOrder';
import {
  BOOKING_CODES,
  BOOKING_MODIFICATION_MESSAGE,
  BOOKING_SORT_PARAMS,
  BOOKING_SORTS,
  BREAKPOINTS,
  DEFAULT_BOOKING_SORT,
  DEFAULT_TIME_SLOT_SORT,
  GUEST_PAYMENT_ORDER,
  NAMED_PROVIDER_ORDER,
  NOT_ALLOWED_CODES,
  PAGE_SIZE,
  PLAYER_UPDATE_MESSAGE,
  RECOMMENDATIONS_DEFAULT_LIMIT,
  RECOMMENDATIONS_DEFAULT_QTY,
  RECOMMENDED_TEE_TIMES_DESKTOP,
  RECOMMENDED_TEE_TIMES_MOBILE,
  RESERVATION_THRESHOLD_MESSAGE,
  RESERVATIONS_PER_PAGE,
  TEE_TIME_PLAYERS_DEFAULT,
  TEE_TIME_PLAYERS_MAX,
  TEE_TIME_PLAYERS_MIN,
  TIME_SLOT_BANNER_EVERY,
  TIME_SLOT_SORTS,
} from './constants';

describe('booking constants (spec 01 §9, 02 §9)', () => {
  it('players default 1 within 1–6; 15 per page', () => {
    expect([TEE_TIME_PLAYERS_DEFAULT, TEE_TIME_PLAYERS_MIN, TEE_TIME_PLAYERS_MAX]).toEqual([1, 1, 6]);
    expect(PAGE_SIZE).toBe(15);
  });

  it('banner every 11 time-slot entries; four time-slot sorts, time by default', () => {
    expect(TIME_SLOT_BANNER_EVERY).toBe(11);
    expect(TIME_SLOT_SORTS).toEqual(['time', 'price-lowest-first', 'price-highest-first', 'deals']);
    expect(DEFAULT_TIME_SLOT_SORT).toBe('time');
  });

  it('booking sorts a-z, z-a and the default tee-off time descending', () => {
    expect(BOOKING_SORTS).toEqual(['a-z', 'z-a', 'default']);
    expect(DEFAULT_BOOKING_SORT).toBe('default');
    expect(BOOKING_SORT_PARAMS.default).toEqual({ sortBy: 'tee_off_at', order: 'desc' });
  });

  it('recommendations 2 on mobile, 4 otherwise; default limit 4, qty 1; reservations perPage 10000', () => {
    expect([RECOMMENDED_TEE_TIMES_MOBILE, RECOMMENDED_TEE_TIMES_DESKTOP]).toEqual([2, 4]);
    expect([RECOMMENDATIONS_DEFAULT_LIMIT, RECOMMENDATIONS_DEFAULT_QTY]).toEqual([4, 1]);
    expect(RESERVATIONS_PER_PAGE).toBe(10000);
  });

  it('guest payment order applePay, googlePay, card; breakpoints', () => {
    expect(GUEST_PAYMENT_ORDER).toEqual(['applePay', 'googlePay', 'card']);
    expect(BREAKPOINTS).toEqual({ xs: 400, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1440 });
  });

  it('has the spec codes and messages (the sandbox API answers with these constants)', () => {
    expect(NAMED_PROVIDER_ORDER).toEqual(SERVER_NAMED_PROVIDER_ORDER);
    expect(BOOKING_CODES).toMatchObject({
      GIFT_CARD_CVV_REQUIRED: 10001,
      TIME_SLOT_UNAVAILABLE: 11001,
      MEMBERSHIP_REQUIRED: 11002,
    });
    expect(NOT_ALLOWED_CODES).toEqual([10003, 10004]);
    expect(RESERVATION_THRESHOLD_MESSAGE).toBe(
      'You have reached the threshold for reservations within a timespan. Please try again later.',
    );
    expect(PLAYER_UPDATE_MESSAGE).toBe('There was some issue updating the player.');
    expect(BOOKING_MODIFICATION_MESSAGE).toBe('There was some issue modifying the booking.');
  });
});
