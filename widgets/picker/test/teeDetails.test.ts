import { expect } from 'chai';
import { mount } from '../../../tests/support/dom';
import { axeViolations, buttons, loadPicker, root, sandbox, until } from './support';
import { loadScript } from '../../../tests/support/dom';

// The Tee details tab: the men's scorecard and the ladies' scorecard (spec 02 §3 scorecardLady).
const scenario = 'picker-tee-details';
const COURSE = '1001';

interface Tee {
  tee_name: string;
  holes: { hole: number; yards: number }[];
}

describe('<teetime-picker> Tee details', () => {
  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadPicker();
  });
  afterEach(() => document.querySelectorAll('teetime-picker').forEach((n) => n.parentElement?.remove()));

  it("shows the scorecard and the ladies' scorecard with their own tees", async () => {
    const box = mount(
      `<teetime-picker api-base="/sandbox/${scenario}/api" course-id="${COURSE}"></teetime-picker>`,
    );
    const el = box.querySelector('teetime-picker')!;
    const tab = await until(
      () => buttons(el, '[role=tab]').find((b) => b.textContent === 'Tee details'),
      'Tee details tab',
      10000,
    );
    tab.click();
    const tables = await until(
      () => {
        const found = [...(root(el)?.querySelectorAll('[role=tabpanel] table') ?? [])];
        return found.length === 2 ? found : null;
      },
      'two scorecards',
      10000,
    );
    expect(tables.map((t) => t.querySelector('caption')?.textContent)).to.deep.equal([
      'Scorecard',
      "Ladies' scorecard",
    ]);
    const card = await sandbox<{ scorecard_lady: Tee[] }>(scenario, `v6/courses/${COURSE}/scorecard`);
    const lady = card.scorecard_lady[0]!;
    const ladies = tables[1]!;
    expect([...ladies.querySelectorAll('thead th')].map((th) => th.textContent)).to.include(
      `${lady.tee_name} (yards)`,
    );
    expect(ladies.querySelector('tbody tr td:last-child')?.textContent).to.equal(
      String(lady.holes[0]!.yards),
    );
    expect(await axeViolations(box)).to.deep.equal([]);
  });
});
