// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { hostReserveCss, pendingReserveCss, reserveSpace } from './reservedSpace';

describe('reserved space', () => {
  it('reserves only for elements that load content by themselves, with no specificity', () => {
    const css = pendingReserveCss();
    expect(css).toContain(':where(teetime-picker[course-id]:not(:defined)){display:block;min-height:800px}');
    expect(css).toContain(':where(teetime-search[location]:not(:defined))');
    expect(css).not.toContain('teetime-checkout');
    expect(hostReserveCss('teetime-picker')).toBe(':host([course-id]){min-height:800px}');
    expect(hostReserveCss('teetime-checkout')).toBe('');
  });

  it('adds the rules once per page, with the nonce where a <style> is needed', () => {
    reserveSpace(document, 'n0nce');
    reserveSpace(document, 'n0nce');
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles).toHaveLength(1);
    expect(styles[0]!.nonce).toBe('n0nce');
    expect(styles[0]!.textContent).toBe(pendingReserveCss());
  });
});
