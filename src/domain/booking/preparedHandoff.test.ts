import { describe, expect, it } from 'vitest';
import {
  HANDOFF_FRESH_MS,
  parsePreparedHandoff,
  reusablePreparation,
  type PreparedHandoff,
} from './preparedHandoff';

const NOW = Date.parse('2026-06-15T13:00:00Z');
const prep = { authToken: 'tok_1', pricing: { total: 120 } };
const handoff = (over: Partial<PreparedHandoff<typeof prep>> = {}): PreparedHandoff<typeof prep> => ({
  teeTimeId: 'tt_1',
  players: 2,
  prepaymentRuleId: null,
  preparedAt: NOW - 10_000,
  expiresAt: '2026-06-15T13:29:50Z',
  preparation: prep,
  ...over,
});
const guest = { teeTimeId: 'tt_1', players: 2, isGuest: true };

describe('reusablePreparation (the picker hands its guest preparation to the checkout)', () => {
  it('reuses the same tee time, players and rule, prepared 10 s ago', () => {
    expect(reusablePreparation(handoff(), guest, NOW)).toBe(prep);
    expect(
      reusablePreparation(handoff({ prepaymentRuleId: 'pr_9' }), { ...guest, prepaymentRuleId: 'pr_9' }, NOW),
    ).toBe(prep);
  });

  it('prepares again for another tee time, other players or another prepayment rule', () => {
    expect(reusablePreparation(handoff(), { ...guest, teeTimeId: 'tt_2' }, NOW)).toBeNull();
    expect(reusablePreparation(handoff(), { ...guest, players: 3 }, NOW)).toBeNull();
    expect(reusablePreparation(handoff(), { ...guest, prepaymentRuleId: 'pr_9' }, NOW)).toBeNull();
    expect(reusablePreparation(handoff({ prepaymentRuleId: 'pr_9' }), guest, NOW)).toBeNull();
  });

  it('only for a guest checkout that is not anchored (the picker prepared as a guest)', () => {
    expect(reusablePreparation(handoff(), { ...guest, isGuest: false }, NOW)).toBeNull();
    expect(reusablePreparation(handoff(), { teeTimeId: 'tt_1', players: 2 }, NOW)).toBeNull();
    expect(reusablePreparation(handoff(), { ...guest, isAnchoredTeeTime: true }, NOW)).toBeNull();
  });

  it('fresh: at most 2 minutes old, never from the future, a minute before the API expiry at least', () => {
    expect(HANDOFF_FRESH_MS).toBe(120_000);
    expect(reusablePreparation(handoff({ preparedAt: NOW - 120_000 }), guest, NOW)).toBe(prep);
    expect(reusablePreparation(handoff({ preparedAt: NOW - 120_001 }), guest, NOW)).toBeNull();
    expect(reusablePreparation(handoff({ preparedAt: NOW + 1 }), guest, NOW)).toBeNull();
    expect(reusablePreparation(handoff({ expiresAt: '2026-06-15T13:00:59Z' }), guest, NOW)).toBeNull();
    expect(reusablePreparation(handoff({ expiresAt: '2026-06-15T13:01:00Z' }), guest, NOW)).toBe(prep);
    expect(reusablePreparation(handoff({ expiresAt: 'soon' }), guest, NOW)).toBeNull();
    expect(reusablePreparation(handoff({ expiresAt: null }), guest, NOW)).toBe(prep);
    expect(reusablePreparation(null, guest, NOW)).toBeNull();
  });
});

describe('parsePreparedHandoff', () => {
  it('reads back what was stored and rejects anything malformed', () => {
    expect(parsePreparedHandoff(JSON.parse(JSON.stringify(handoff())))).toEqual(handoff());
    expect(parsePreparedHandoff(undefined)).toBeNull();
    expect(parsePreparedHandoff('x')).toBeNull();
    expect(parsePreparedHandoff({ ...handoff(), players: '2' })).toBeNull();
    expect(parsePreparedHandoff({ ...handoff(), preparation: { pricing: {} } })).toBeNull();
    expect(parsePreparedHandoff({ ...handoff(), prepaymentRuleId: 7 })).toBeNull();
    expect(parsePreparedHandoff({ ...handoff(), expiresAt: undefined })).toBeNull();
  });
});
