// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearFlowTokens, flowTokensKey, isFlowTokensKey } from './flowTokenKeys';

afterEach(() => sessionStorage.clear());

describe('flow token keys', () => {
  it("names one course's key and recognises every format", () => {
    expect(flowTokensKey('1454')).toBe('teetime:flow-tokens:1454');
    expect(isFlowTokensKey('teetime:flow-tokens')).toBe(true);
    expect(isFlowTokensKey('teetime:flow-tokens:1454')).toBe(true);
    expect(isFlowTokensKey('teetime:flow-tokens:1454', '1454')).toBe(true);
    expect(isFlowTokensKey('teetime:flow-tokens:1455', '1454')).toBe(false);
    expect(isFlowTokensKey('teetime:flow-tokens-old')).toBe(false);
    expect(isFlowTokensKey('teetime:checkout')).toBe(false);
  });

  it("a flow reset clears every course's steps and the bare key, nothing else", () => {
    sessionStorage.setItem('teetime:flow-tokens', '{}');
    sessionStorage.setItem('teetime:flow-tokens:1454', '{}');
    sessionStorage.setItem('teetime:flow-tokens:1455', '{}');
    sessionStorage.setItem('teetime:filters', '{}');
    sessionStorage.setItem('flow-tokens', 'host');
    expect(clearFlowTokens().sort()).toEqual([
      'teetime:flow-tokens',
      'teetime:flow-tokens:1454',
      'teetime:flow-tokens:1455',
    ]);
    expect(Object.keys(sessionStorage).sort()).toEqual(['flow-tokens', 'teetime:filters']);
  });

  it("a paid booking clears its course's steps only", () => {
    sessionStorage.setItem('teetime:flow-tokens:1454', '{}');
    sessionStorage.setItem('teetime:flow-tokens:1455', '{}');
    clearFlowTokens('1454');
    expect(Object.keys(sessionStorage)).toEqual(['teetime:flow-tokens:1455']);
  });
});
