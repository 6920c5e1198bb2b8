import { expect } from 'chai';
import { readAttribution } from '../../src/core/attribution';
import { FIXTURE_EMBED, loadScript, mount, textIn, until } from '../support/dom';

describe('attribution on page load', () => {
  it('stores the utm and reward values of the page URL when the first widget connects', async () => {
    const url = new URL(location.href);
    url.searchParams.set('utm_source', 'golfmag');
    url.searchParams.set('utm_campaign', 'spring-deals');
    url.searchParams.set('gclid', 'g-123');
    url.searchParams.set('rwg_token', 'rwg-abc');
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
    box.remove();
  });
});
