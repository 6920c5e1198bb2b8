import { describe, expect, it } from 'vitest';
import { getBrand } from './brands';
import { siteFeatureOn } from './siteFeatures';

const northern = getBrand('northern-links'); // networkMembership and showNetworkSales
const lakeside = getBrand('lakeside'); // neither

describe('siteFeatureOn', () => {
  it('network membership features need the brand switch and the site status', () => {
    expect(siteFeatureOn(northern, 'networkMembership', { networkMembershipEnabled: true })).toBe(true);
    expect(siteFeatureOn(northern, 'showNetworkSales', { networkMembershipEnabled: false })).toBe(false);
    expect(siteFeatureOn(northern, 'networkMembership', null)).toBeNull();
    expect(siteFeatureOn(lakeside, 'networkMembership', { networkMembershipEnabled: true })).toBe(false);
    expect(siteFeatureOn(lakeside, 'showNetworkSales', null)).toBe(false);
  });

  it('other features are the brand switch alone', () => {
    expect(siteFeatureOn(lakeside, 'dealsPage', null)).toBe(true);
    expect(siteFeatureOn(northern, 'dealsPage', { networkMembershipEnabled: true })).toBe(false);
  });
});
