import { expect } from 'chai';
import { getMaintenance } from '../../src/core/maintenance';
import { FIXTURE_EMBED, loadScript, mount, textIn, until } from '../support/dom';

interface AxeResult {
  violations: Array<{ id: string; help: string; nodes: unknown[] }>;
}
declare global {
  interface Window {
    axe: { run(context: Element, options?: object): Promise<AxeResult> };
  }
}

const scan = async (el: Element) => {
  const { violations } = await window.axe.run(el, { resultTypes: ['violations'] });
  return violations.map(
    (v) => `${v.id}: ${v.help} ${JSON.stringify(v.nodes.map((n) => (n as { target: unknown }).target))}`,
  );
};

describe('accessibility (axe-core) of every runtime state', () => {
  afterEach(() => document.querySelectorAll('.a11y-case').forEach((n) => n.remove()));

  before(async () => {
    await loadScript('/node_modules/axe-core/axe.min.js');
    await loadScript(FIXTURE_EMBED);
  });

  it('normal view', async () => {
    const box = mount(
      '<main class="a11y-case"><teetime-fixture api-base="/mock/a11y/api"></teetime-fixture></main>',
    );
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, 'h2'), 'render');
    expect(await scan(box)).to.deep.equal([]);
    box.remove();
  });

  it('error view', async () => {
    const box = mount(
      '<main class="a11y-case"><teetime-fixture explode api-base="/mock/a11y/api"></teetime-fixture></main>',
    );
    const el = box.querySelector('teetime-fixture')!;
    await until(() => textIn(el, '[role=alert] h2'), 'error view');
    expect(await scan(box)).to.deep.equal([]);
    box.remove();
  });

  it('maintenance notice', async () => {
    const box = mount(
      '<main class="a11y-case"><teetime-fixture api-base="/mock/a11y/api"></teetime-fixture></main>',
    );
    const el = box.querySelector('teetime-fixture')!;
    getMaintenance().set(true);
    await until(() => textIn(el, '[role=status] h2'), 'notice');
    expect(await scan(box)).to.deep.equal([]);
    getMaintenance().set(false);
    box.remove();
  });
});
