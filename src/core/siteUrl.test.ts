import { describe, expect, it } from 'vitest';
import { resolveSiteUrl, siteHref } from './siteUrl';

describe('site-url', () => {
  it('is the attribute, else the brand site, else the marketplace origin of the API', () => {
    expect(resolveSiteUrl('https://golf.example/', 'https://brand.example', 'https://api.example/api')).toBe(
      'https://golf.example/',
    );
    expect(resolveSiteUrl(undefined, 'https://brand.example', 'https://api.example/api')).toBe(
      'https://brand.example/',
    );
    expect(resolveSiteUrl('', undefined, 'https://api.example:8080/api')).toBe('https://api.example:8080');
    expect(resolveSiteUrl('javascript:alert(1)', undefined, 'https://api.example/api')).toBe(
      'https://api.example',
    );
    expect(resolveSiteUrl('not a url', undefined, '/api')).toBe('');
  });

  it('marketplace paths resolve against it; other links stay as they are', () => {
    expect(siteHref('https://market.example', '/eventual-weather')).toBe(
      'https://market.example/eventual-weather',
    );
    expect(siteHref('https://market.example/base/', '/faqs#refund')).toBe(
      'https://market.example/faqs#refund',
    );
    expect(siteHref('https://market.example', 'https://other.example/x')).toBe('https://other.example/x');
    expect(siteHref('https://market.example', '//evil.example/x')).toBe('//evil.example/x');
    expect(siteHref('', '/faqs')).toBe('/faqs');
  });
});
