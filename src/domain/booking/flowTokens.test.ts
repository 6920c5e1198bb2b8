import { describe, expect, it } from 'vitest';
import { flowTokensReducer, INITIAL_FLOW_TOKENS, parseFlowTokens, type FlowTokens } from './flowTokens';

const full: FlowTokens = {
  teeTimes: { authToken: 't1', url: '/explore/us/ny/new-york/1001?date=2026-06-01' },
  rateTypes: { authToken: 'r1', url: '/rate-types/at/1001' },
  provider: { authToken: 'p1', url: '/select-provider/at/1001' },
  checkout: { authToken: 'c1', url: '/checkout/at/1001' },
};

describe('flowTokensReducer', () => {
  it('a new tee-time token clears rate types, provider and checkout', () => {
    const next = flowTokensReducer(full, { type: 'set', step: 'teeTimes', authToken: 't2' });
    expect(next).toEqual({
      ...INITIAL_FLOW_TOKENS,
      teeTimes: { authToken: 't2', url: full.teeTimes.url },
    });
  });

  it('a new tee-time URL alone also clears the later steps', () => {
    const next = flowTokensReducer(full, { type: 'set', step: 'teeTimes', url: '/other' });
    expect(next.teeTimes).toEqual({ authToken: 't1', url: '/other' });
    expect([next.rateTypes, next.provider, next.checkout]).toEqual([
      INITIAL_FLOW_TOKENS.rateTypes,
      INITIAL_FLOW_TOKENS.provider,
      INITIAL_FLOW_TOKENS.checkout,
    ]);
  });

  it('changing rate types clears provider and checkout, keeps tee times', () => {
    const next = flowTokensReducer(full, { type: 'set', step: 'rateTypes', authToken: 'r2', url: '/r2' });
    expect(next.teeTimes).toBe(full.teeTimes);
    expect(next.rateTypes).toEqual({ authToken: 'r2', url: '/r2' });
    expect(next.provider).toEqual({ authToken: null, url: null });
    expect(next.checkout).toEqual({ authToken: null, url: null });
  });

  it('changing provider clears checkout only', () => {
    const next = flowTokensReducer(full, { type: 'set', step: 'provider', authToken: 'p2' });
    expect(next.rateTypes).toBe(full.rateTypes);
    expect(next.provider).toEqual({ authToken: 'p2', url: full.provider.url });
    expect(next.checkout).toEqual({ authToken: null, url: null });
  });

  it('changing checkout clears nothing else', () => {
    const next = flowTokensReducer(full, { type: 'set', step: 'checkout', authToken: 'c2' });
    expect(next).toEqual({ ...full, checkout: { authToken: 'c2', url: full.checkout.url } });
  });

  it('setting the same values changes nothing (same object)', () => {
    expect(flowTokensReducer(full, { type: 'set', step: 'teeTimes', authToken: 't1' })).toBe(full);
  });

  it('reset clears all', () => {
    expect(flowTokensReducer(full, { type: 'reset' })).toEqual({
      teeTimes: { authToken: null, url: null },
      rateTypes: { authToken: null, url: null },
      provider: { authToken: null, url: null },
      checkout: { authToken: null, url: null },
    });
  });

  it('does not mutate the previous state', () => {
    const copy = JSON.parse(JSON.stringify(full)) as FlowTokens;
    flowTokensReducer(full, { type: 'set', step: 'teeTimes', authToken: 'x' });
    expect(full).toEqual(copy);
  });
});

describe('parseFlowTokens', () => {
  it('round-trips through JSON (sessionStorage)', () => {
    expect(parseFlowTokens(JSON.parse(JSON.stringify(full)))).toEqual(full);
  });

  it('turns unknown shapes into empty pairs', () => {
    expect(parseFlowTokens(null)).toEqual(INITIAL_FLOW_TOKENS);
    expect(parseFlowTokens('x')).toEqual(INITIAL_FLOW_TOKENS);
    expect(parseFlowTokens({ teeTimes: { authToken: 5, url: '/a' }, provider: 'bad' })).toEqual({
      ...INITIAL_FLOW_TOKENS,
      teeTimes: { authToken: null, url: '/a' },
    });
  });
});
