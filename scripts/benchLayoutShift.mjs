// Layout shift: a widget in the middle of an article, loaded with the README's `defer` snippet,
// the bundle (and dist/reserve.js) 300 ms and every API answer 400 ms away (Playwright route interception). The
// article's cumulative layout shift over the first 5 s (sum of layout-shift entries without
// recent input), median of RUNS_CLS (default 3) cold loads.

const BUNDLE_DELAY_MS = 300;
const API_DELAY_MS = 400;
const WINDOW_MS = 5000;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

const observeShifts = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries())
      if (!e.hadRecentInput) window.__shifts.push({ value: e.value, at: e.startTime });
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 720 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
};

async function shiftsOnce(browser, url, api, device) {
  const context = await browser.newContext(device);
  try {
    await context.route(/\/dist\/.*\.js$/, async (route) => {
      await sleep(BUNDLE_DELAY_MS);
      await route.continue();
    });
    await context.route(`${api}/**`, async (route) => {
      await sleep(API_DELAY_MS);
      await route.continue();
    });
    const page = await context.newPage();
    await page.addInitScript(observeShifts);
    await page.goto(url);
    await page.waitForTimeout(WINDOW_MS);
    return await page.evaluate((until) => window.__shifts.filter((s) => s.at <= until), WINDOW_MS);
  } finally {
    await context.close();
  }
}

/** CLS rows for the given scenarios (name → tag). */
export async function layoutShift({ browser, base, api, list, runs = Number(process.env.RUNS_CLS || 3) }) {
  const rows = [];
  for (const s of list) {
    for (const [name, device] of Object.entries(VIEWPORTS)) {
      const results = [];
      for (let i = 0; i < runs; i++) {
        const shifts = await shiftsOnce(browser, `${base}/w/${s.name}?article`, api, device);
        results.push({ cls: shifts.reduce((a, x) => a + x.value, 0), shifts });
      }
      const cls = median(results.map((r) => r.cls));
      const typical = results.find((r) => r.cls === cls);
      rows.push({
        widget: s.tag,
        viewport: `${name} ${device.viewport.width}×${device.viewport.height}`,
        'CLS (5 s)': Number(cls.toFixed(3)),
        shifts: typical.shifts.map((x) => `${x.value.toFixed(3)}@${x.at.toFixed(0)}ms`).join(' ') || 'none',
      });
    }
  }
  return rows;
}
