// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { ATTRIBUTION_TTL_MS } from './attribution';
import { captureMarketingIdentity, marketingIdentityOf, readMarketingIdentity } from './marketingIdentity';
import { MARKETING_IDENTITY_KEY, isKeptOnSignOut } from './storageKeys';

const NOW = 1_800_000_000_000;

beforeEach(() => localStorage.clear());

describe('marketing identity from the landing URL', () => {
  it('reads the campaign and template ids as numbers and the message id, with or without iterable_', () => {
    expect(
      marketingIdentityOf(
        'https://golf.test/?iterable_campaign_id=123&iterable_template_id=456&iterable_message_id=m-789',
      ).iterable,
    ).toEqual({ campaignId: 123, templateId: 456, messageId: 'm-789' });
    expect(
      marketingIdentityOf('https://golf.test/?campaignId=7&templateId=8&messageId=abc').iterable,
    ).toEqual({
      campaignId: 7,
      templateId: 8,
      messageId: 'abc',
    });
    expect(marketingIdentityOf('https://golf.test/?campaignId=seven').iterable).toEqual({});
  });

  it('reads the referral code', () => {
    expect(marketingIdentityOf('https://golf.test/?referral_code=FRIEND10&ref=x').referral).toEqual({
      referralCode: 'FRIEND10',
    });
    expect(marketingIdentityOf('/?referralCode=PAL').referral).toEqual({ referralCode: 'PAL' });
  });

  it('keeps them 90 days in localStorage, kept on sign-out; a newer link replaces its kind only', () => {
    captureMarketingIdentity('https://golf.test/?iterable_campaign_id=1&referral_code=A', NOW);
    expect(isKeptOnSignOut(MARKETING_IDENTITY_KEY)).toBe(true);
    captureMarketingIdentity('https://golf.test/?iterable_campaign_id=2&iterable_message_id=m2', NOW + 1000);
    captureMarketingIdentity('https://golf.test/courses', NOW + 2000);
    expect(readMarketingIdentity(NOW + 3000)).toEqual({
      iterable: { campaignId: 2, messageId: 'm2' },
      referral: { referralCode: 'A' },
    });
    expect(readMarketingIdentity(NOW + 1000 + ATTRIBUTION_TTL_MS - 1).referral).toEqual({
      referralCode: 'A',
    });
    expect(readMarketingIdentity(NOW + 1000 + ATTRIBUTION_TTL_MS)).toEqual({ iterable: {}, referral: {} });
    expect(localStorage.getItem(MARKETING_IDENTITY_KEY)).toBeNull();
  });
});
