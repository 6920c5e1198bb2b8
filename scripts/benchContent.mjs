// Time to useful content: each widget on a partner page against the real sandbox API (loopback,
// cross-origin), beside a "floor" page of plain JavaScript that makes the same essential calls and
// draws one button. Cold loads (a fresh browser context each), alternating floor and widget,
// median of RUNS_CONTENT (default 9); printed side by side with the ratio widget / floor.
// BENCH_DEBUG=1 also prints the API calls of one widget load (start and end, from navigation).

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/**
 * Before any page script: every shadow root is watched, and the first moment `ready(root)` holds
 * is stored as window.__useful (ms since navigation start, like the floor's own mark).
 */
const watchScript = (ready) => `(() => {
  const ready = new Function('root', ${JSON.stringify(ready)});
  const attach = Element.prototype.attachShadow;
  Element.prototype.attachShadow = function (init) {
    const root = attach.call(this, init);
    const check = (_, obs) => {
      if (window.__useful === undefined && ready(root)) {
        window.__useful = performance.now();
        obs?.disconnect();
      }
    };
    new MutationObserver(check).observe(root, { childList: true, subtree: true, characterData: true });
    return root;
  };
})();`;

async function load(browser, url, ready) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    if (ready) await page.addInitScript(watchScript(ready));
    await page.goto(url);
    await page.waitForFunction(() => window.__useful !== undefined || window.__error, null, {
      timeout: 15000,
    });
    const error = await page.evaluate(() => window.__error);
    if (error) throw new Error(`${url}: ${error}`);
    const useful = await page.evaluate(() => window.__useful);
    const calls = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/'))
        .map(
          (e) =>
            `${e.startTime.toFixed(0).padStart(5)}–${e.responseEnd.toFixed(0).padEnd(5)} ${e.name.replace(/^.*\/api\//, '')}`,
        ),
    );
    return { useful, calls };
  } finally {
    await context.close();
  }
}

/** Runs every scenario; returns table rows (floor, widget, ratio) and prints the debug calls when asked. */
export async function timeToContent({ browser, base, list, runs = Number(process.env.RUNS_CONTENT || 9) }) {
  const rows = [];
  for (const s of list) {
    const floor = [];
    const widget = [];
    for (let i = 0; i < runs; i++) {
      floor.push((await load(browser, `${base}/f/${s.name}`)).useful);
      const w = await load(browser, `${base}/w/${s.name}`, s.ready);
      widget.push(w.useful);
      if (process.env.BENCH_DEBUG && i === runs - 1)
        console.log(`[bench] ${s.name} API calls:\n  ${w.calls.join('\n  ')}`);
    }
    const f = median(floor);
    const w = median(widget);
    rows.push({
      widget: s.tag,
      'useful content': s.what,
      'floor ms': Number(f.toFixed(0)),
      'widget ms': Number(w.toFixed(0)),
      'widget / floor': `${(w / f).toFixed(2)}×`,
    });
  }
  return rows;
}
