import { describe, expect, it } from 'vitest';
import { captureAttribution, readAttribution } from '../../core/attribution';
import { createSafeStorage } from '../../core/safeStorage';
import { appendAttribution, bookClick, type BookClickInput } from './bookClick';

const base: BookClickInput = {
  isLoggedIn: false,
  isGuest: false,
  isAnchoredTeeTime: false,
  checkoutUrl: '/checkout/at/1001?tee_time_id=tt1&players=2',
};

describe('bookClick', () => {
  it('requires sign-in for an anonymous visitor, then goes to checkout', () => {
    expect(bookClick(base)).toEqual({
      kind: 'sign-in-required',
      then: { kind: 'checkout', checkoutUrl: base.checkoutUrl },
    });
  });

  it('a signed-in user goes to checkout (the URL is stored)', () => {
    expect(bookClick({ ...base, isLoggedIn: true })).toEqual({
      kind: 'checkout',
      checkoutUrl: base.checkoutUrl,
    });
  });

  it('an anchored tee time needs no sign-in', () => {
    expect(bookClick({ ...base, isAnchoredTeeTime: true })).toEqual({
      kind: 'checkout',
      checkoutUrl: base.checkoutUrl,
    });
  });

  it('a guest needs no sign-in and prepares first', () => {
    expect(bookClick({ ...base, isGuest: true })).toEqual({
      kind: 'prepare-then-checkout',
      checkoutUrl: base.checkoutUrl,
    });
  });

  it('a link-off reservation opens a new window with utm and rwg values in snake_case', () => {
    const action = bookClick({
      ...base,
      isLoggedIn: true,
      reservationUrl: 'https://book.example.com/reserve?tt=9#top',
      attribution: {
        utm_source: 'news',
        utmCampaign: 'spring',
        rwgToken: 'rw1',
        rwg_course_id: '1001',
        gclid: 'g1',
        utm_medium: '',
      },
    });
    expect(action).toEqual({
      kind: 'open-window',
      url: 'https://book.example.com/reserve?tt=9&utm_source=news&utm_campaign=spring&rwg_token=rw1&rwg_course_id=1001#top',
    });
  });

  it('a link-off reservation still needs sign-in for an anonymous visitor', () => {
    const action = bookClick({ ...base, reservationUrl: 'https://book.example.com/r' });
    expect(action).toEqual({
      kind: 'sign-in-required',
      then: { kind: 'open-window', url: 'https://book.example.com/r' },
    });
  });
});

describe('appendAttribution', () => {
  it('leaves the URL alone without values, replaces an existing parameter', () => {
    expect(appendAttribution('/r?x=1')).toBe('/r?x=1');
    expect(appendAttribution('/r?utm_source=old', { utm_source: 'new' })).toBe('/r?utm_source=new');
    expect(appendAttribution('/r', { rwgTimestamp: '1700000000000' })).toBe('/r?rwg_timestamp=1700000000000');
  });
});

describe('link-off attribution, from capture to the URL', () => {
  it('appends what the page URL carried (utm values, their timestamp, the rwg token and course)', () => {
    const storage = createSafeStorage(() => null);
    const t0 = Date.UTC(2026, 10, 1);
    captureAttribution('https://golf.test/?utm_source=google&utm_campaign=spring&gclid=G&rwg_token=R', t0, {
      courseId: 'c-9',
      storage,
    });
    const out = new URL(
      appendAttribution('https://provider.test/book?tee=5', readAttribution(t0 + 86_400_000, storage)),
    );
    expect(out.origin + out.pathname).toBe('https://provider.test/book');
    expect(out.searchParams.get('tee')).toBe('5');
    expect(out.searchParams.get('utm_source')).toBe('google');
    expect(out.searchParams.get('utm_campaign')).toBe('spring');
    expect(out.searchParams.get('utm_timestamp')).toBe(String(t0));
    expect(out.searchParams.get('rwg_token')).toBe('R');
    expect(out.searchParams.get('rwg_course_id')).toBe('c-9');
    expect(out.searchParams.has('gclid')).toBe(false);
  });
});
