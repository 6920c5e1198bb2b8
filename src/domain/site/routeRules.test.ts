import { describe, expect, it } from 'vitest';
import {
  activeNavItem,
  canonicalUrl,
  pageTitle,
  resetsFlow,
  rewriteLegacyAccountPath,
  slugTitle,
} from './routeRules';

describe('site route rules', () => {
  it('rewrites the legacy account prefix, keeping the rest of the path and the query', () => {
    expect(rewriteLegacyAccountPath('/my-sg/bookings/upcoming?sort=a-z')).toBe(
      '/my-account/bookings/upcoming?sort=a-z',
    );
    expect(rewriteLegacyAccountPath('/my-sg')).toBe('/my-account');
    expect(rewriteLegacyAccountPath('/my-sg?x=1')).toBe('/my-account?x=1');
    expect(rewriteLegacyAccountPath('/my-sgx/bookings')).toBeNull();
    expect(rewriteLegacyAccountPath('/my-account/bookings')).toBeNull();
  });

  it('leaving the tee-time flow resets it; moving inside it does not', () => {
    expect(resetsFlow(false)).toBe(true);
    expect(resetsFlow(true)).toBe(false);
  });

  it('the default nav item is search', () => {
    expect(activeNavItem(undefined)).toBe('search');
    expect(activeNavItem('deals')).toBe('deals');
  });

  it('titles and canonical links', () => {
    expect(pageTitle('FAQs', 'Teetime')).toBe('FAQs · Teetime');
    expect(pageTitle('  ', 'Teetime')).toBe('Teetime');
    expect(canonicalUrl('https://x.test/', '/faqs/')).toBe('https://x.test/faqs');
    expect(canonicalUrl('https://x.test', '/')).toBe('https://x.test/');
    expect(slugTitle('vip-perks')).toBe('Vip perks');
  });
});
