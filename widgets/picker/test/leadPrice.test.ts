import { expect } from 'chai';
import { formatPrice } from '../../../src/domain/format';
import { loadScript, mount } from '../../../tests/support/dom';
import {
  axeViolations,
  buttons,
  courseIds,
  isoDay,
  loadPicker,
  sandbox,
  slotButtons,
  timeLabel,
  until,
  waitForHeading,
} from './support';

// Issue 31: a tile's "from" price is the lowest anyone can book; a cheaper restricted rate (senior,
// junior, resident, member, military) is said beside it with who may book it, never instead of it.
const scenario = 'picker-lead-price';
const base = `/sandbox/${scenario}/api`;
const date = isoDay(1);

interface Slot {
  time_slot: string;
  starting_rate: number;
  tee_times_count: number;
  restricted_rate: { rate_type: string; name: string; price: number; eligibility: string } | null;
}

let courseId = '';
let slot: Slot;

describe('<teetime-picker> lead prices', () => {
  before(async function () {
    this.timeout(60000);
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
    for (const id of await courseIds(scenario)) {
      const groups = await sandbox<{ tee_time_groups: Slot[] }>(scenario, `v6/tee_time_groups/at/${id}`, {
        date,
        qty: 1,
      });
      // Among the first 15 tiles (shown without "Show more"), one whose cheapest rate is restricted.
      const found =
        groups.tee_time_groups.slice(0, 15).find((s) => s.restricted_rate?.rate_type === 'senior') ??
        groups.tee_time_groups.slice(0, 15).find((s) => s.restricted_rate);
      if (found) {
        courseId = id;
        slot = found;
        break;
      }
    }
    expect(courseId, 'a tee time whose cheapest rate is restricted').to.not.equal('');
  });
  afterEach(() => document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove()));

  it('a tile whose cheapest rate is restricted leads with the public rate and says the other with its eligibility', async function () {
    this.timeout(30000);
    const box = mount(
      `<teetime-picker api-base="${base}" course-id="${courseId}" date="${date}"></teetime-picker>`,
    );
    const el = box.querySelector('teetime-picker')!;
    await until(() => slotButtons(el).length > 0, 'time slots', 8000);
    const tile = slotButtons(el).find(
      (b) => b.querySelector('b')!.textContent === timeLabel(slot.time_slot),
    )!;
    expect(tile, `the ${slot.time_slot} tile`).to.not.equal(undefined);
    const r = slot.restricted_rate!;
    // The bold price is the public one.
    expect(tile.querySelector('strong')!.textContent).to.equal(
      `${slot.tee_times_count > 1 ? 'from ' : ''}${formatPrice(slot.starting_rate)}`,
    );
    expect(r.price).to.be.below(slot.starting_rate);
    expect(tile.querySelector('strong')!.textContent).not.to.include(formatPrice(r.price));
    // The restricted rate beside it, with who may book it, in words.
    expect(tile.querySelector('[data-restricted]')!.textContent).to.equal(
      `${r.name} ${formatPrice(r.price)} · ${r.eligibility}`,
    );
    expect(r.eligibility).to.match(/only$/);
    expect(await axeViolations(el)).to.deep.equal([]);

    // Its rates: the restricted one says who may book it; the open ones say nothing of the kind.
    tile.click();
    await waitForHeading(el, 'Choose a rate');
    await until(() => buttons(el, 'ul button').length > 0, 'rates', 8000);
    const rates = buttons(el, 'ul button');
    const restricted = rates.find((b) => b.querySelector('b')!.textContent === r.name)!;
    expect(restricted.querySelector('[data-restricted]')!.textContent).to.equal(r.eligibility);
    const online = rates.find((b) => b.querySelector('b')!.textContent === 'Online');
    if (online) expect(online.querySelector('[data-restricted]')).to.equal(null);
  });
});
