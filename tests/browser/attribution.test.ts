import { expect } from 'chai';
import { readAttribution } from '../../src/core/attribution';
import { readMarketingIdentity } from '../../src/core/marketingIdentity';
import { getTracker } from '../../src/core/tracking';
import { FIXTURE_EMBED, loadScript, mount, textIn, until } from '../support/dom';

describe('attribution on page load', () => {
  it('stores the utm and reward values of the page URL when the first widget connects', async () => {
    const url = new URL(location.href);
    url.searchParams.set('utm_source', 'golfmag');
    url.searchParams.set('utm_campaign', 'spring-deals');
    url.searchParams.set('gclid', 'g-123');
    url.searchParams.set('rwg_token', 'rwg-abc');
    url.searchParams.set('iterable_campaign_id', '4321');
    url.searchParams.set('iterable_message_id', 'msg-9');
    url.searchParams.set('referral_code', 'FRIEND10');
    history.replaceState(null, '', url);
    await loadScript(FIXTURE_EMBED);
    const box = mount('<teetime-fixture api-base="/mock/attribution/api"></teetime-fixture>');
    await until(() => textIn(box.firstElementChild!, 'h2'), 'render');
    await until(() => readAttribution().utm_source, 'attribution stored');
    expect(readAttribution()).to.include({
      utm_source: 'golfmag',
      utm_campaign: 'spring-deals',
      gclid: 'g-123',
      rwg_token: 'rwg-abc',
    });
    expect(readMarketingIdentity()).to.deep.equal({
      iterable: { campaignId: 4321, messageId: 'msg-9' },
      referral: { referralCode: 'FRIEND10' },
    });
    box.remove();
  });
});

describe('widget page views', () => {
  it('a widget reports the view it opens with once, and the same path from the host counts once', async () => {
    await loadScript(FIXTURE_EMBED);
    const layer = () =>
      ((window as unknown as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter(
        (e) => e.event === 'pageView',
      );
    const url = new URL(location.href);
    url.search = '?page=1';
    history.replaceState(null, '', url);
    const before = layer().length;
    const box = mount('<teetime-fixture api-base="/mock/views/api"></teetime-fixture>');
    await until(() => textIn(box.firstElementChild!, 'h2'), 'render');
    await until(() => layer().length > before, 'page view');
    expect(layer().slice(before)).to.deep.equal([
      { event: 'pageView', path: `${url.pathname}?page=1`, widget: 'teetime-fixture' },
    ]);
    getTracker().pageView(`${url.pathname}?page=1`);
    expect(layer().length).to.equal(before + 1);
    box.remove();
  });
});
