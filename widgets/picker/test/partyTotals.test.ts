import { sendKeys } from '@web/test-runner-commands';
import { expect } from 'chai';
import { partyTotal } from '../../../src/domain/booking/bookingTotals';
import { formatPrice } from '../../../src/domain/format';
import { mount } from '../../../tests/support/dom';
import { courseIds, isoDay, loadPicker, root, slotButtons, stripDays, until } from './support';

// Issue 31: where money is shown the golfer reads the price per player and what the party pays.
// A golfer playing with friends changes "Players" and the tee times and the days say the new total.
const scenario = 'picker-party-totals';
const base = `/sandbox/${scenario}/api`;

/** A price in a text ("$1,045.50") as a number. */
const amount = (text: string) => Number(text.replace(/[$,]/g, ''));

/** Each tile's price per player and the total it says for the party ('' when it says none). */
const tiles = (el: Element) =>
  slotButtons(el).map((b) => {
    const text = b.textContent ?? '';
    return {
      perPlayer: amount(/\$([\d,.]+) per player/.exec(text)![1]!),
      total: /(\$[\d,.]+) for (\d) players/.exec(text)?.slice(1) ?? [],
    };
  });

/** Each day of the strip that has tee times: its "from" price and the party's total under it. */
const days = (el: Element) =>
  stripDays(el)
    .map((b) => [...b.querySelectorAll('small')].map((s) => s.textContent ?? ''))
    .filter(([from]) => from!.startsWith('from '))
    .map(([from, total]) => ({ from: amount(from!.slice(5)), total: total ?? '' }));

describe('<teetime-picker> party totals', () => {
  let courseId = '';
  before(async function () {
    this.timeout(60000);
    await loadPicker();
    courseId = (await courseIds(scenario))[0]!;
  });
  afterEach(() => document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove()));

  it('says the total for the party beside each price per player, and a new one when the golfer changes players', async function () {
    this.timeout(30000);
    mount(`<teetime-picker api-base="${base}" course-id="${courseId}" date="${isoDay(1)}"></teetime-picker>`);
    const el = document.querySelector('teetime-picker')!;
    await until(() => slotButtons(el).length > 0, 'tee times', 10000);
    await until(() => days(el).length > 0, 'the days’ prices', 10000);
    // One player: the price per player is what they pay; no second figure.
    expect(tiles(el).every((t) => t.total.length === 0)).to.equal(true);
    expect(days(el).every((d) => d.total === '')).to.equal(true);

    for (const players of [2, 3]) {
      // The golfer tabs to "Players" and steps it up with the arrow key.
      const select = root(el).querySelector<HTMLSelectElement>('select[id$=players]')!;
      select.focus();
      await sendKeys({ press: 'ArrowDown' });
      expect(select.value).to.equal(String(players));
      await until(
        () => tiles(el).length > 0 && tiles(el).every((t) => t.total[1] === String(players)),
        `totals for ${players}`,
        10000,
      );
      for (const t of tiles(el))
        expect(t.total[0], `${t.perPlayer} per player`).to.equal(
          formatPrice(partyTotal(t.perPlayer, players)),
        );
      await until(
        () => days(el).length > 0 && days(el).every((d) => d.total.endsWith(` for ${players}`)),
        `the days’ totals for ${players}`,
        10000,
      );
      for (const d of days(el))
        expect(d.total).to.equal(`${formatPrice(partyTotal(d.from, players))} for ${players}`);
    }
  });
});
