// Time to useful content: each widget on a partner page against the real sandbox API (loopback,
// cross-origin), beside a "floor" page of plain JavaScript that makes the same calls and draws one
// button. Cold loads (a fresh browser context each), floor and widget (and a baseline build's
// widget) interleaved in a rotating order, median of RUNS_CONTENT (default 9); printed side by side
// with the ratio widget / floor (of the medians) and the median of each run's own ratio.
// BENCH_DEBUG=1 also prints the last run's loads: API calls and files (start–end, ms from navigation)
// and each change of a shadow root (time, element, length of its text).
//
// What the floor does not do that a widget must: format its prices, dates and times in the
// reader's locale (Intl: the browser's date data, ~20 ms of one core the first time on a page),
// read the stored session tokens (localStorage) to send them, and parse and run its bundle.
//
// Fair to every page: the sandbox remembers a list's answer for the minute (host-demo/server
// services/answerCache.ts), so the first page to ask for it in a minute would pay the cold list.
// An unmeasured round loads every page once first, and before each measured load the API calls
// seen so far are made again from here (outside the browser), so every load finds them warm.
import { APP_KEY } from './benchPages.mjs';

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
      (window.__trace ??= []).push(
        performance.now().toFixed(0) + ' ' + this.localName + ' text ' + root.textContent.length,
      );
      if (window.__useful === undefined && ready(root)) {
        window.__useful = performance.now();
        obs?.disconnect();
      }
    };
    new MutationObserver(check).observe(root, { childList: true, subtree: true, characterData: true });
    return root;
  };
})();`;

/**
 * Before any page script, on every page: setting window.__useful or window.__error (the floor's
 * script, the watch above) also writes a console line, which tells the bench the load is done.
 * The bench must not ask the page itself while it loads: Playwright's first evaluation in a
 * document (waitForFunction's polling) compiles and runs its injected script there, ~20 ms of the
 * page's main thread, which landed inside the widgets' measured time (after the load event, as
 * their answers came in) and rarely inside the floor's.
 */
const doneSignal = `(() => {
  for (const key of ['__useful', '__error']) {
    let value;
    Object.defineProperty(window, key, {
      configurable: true,
      get: () => value,
      set: (v) => {
        value = v;
        console.debug('__bench ' + key);
      },
    });
  }
})();`;

async function load(browser, url, ready) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript(doneSignal);
    if (ready) await page.addInitScript(watchScript(ready));
    const done = page.waitForEvent('console', {
      predicate: (m) => m.text().startsWith('__bench '),
      timeout: 15000,
    });
    await page.goto(url);
    await done;
    const error = await page.evaluate(() => window.__error);
    if (error) throw new Error(`${url}: ${error}`);
    const useful = await page.evaluate(() => window.__useful);
    const entries = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((e) => e.name.includes('/api/'))
        .map((e) => ({ name: e.name, start: e.startTime, end: e.responseEnd })),
    );
    if (process.env.BENCH_DEBUG) {
      const trace = await page.evaluate(() => [
        ...(window.__trace ?? []),
        ...performance
          .getEntriesByType('longtask')
          .map((e) => `${e.startTime.toFixed(0)} long task ${e.duration.toFixed(0)} ms`),
        ...performance
          .getEntriesByType('resource')
          .filter((e) => !e.name.includes('/api/'))
          .map((e) => `${e.startTime.toFixed(0)}–${e.responseEnd.toFixed(0)} ${e.name.replace(/^.*\//, '')}`),
        ...performance.getEntriesByType('mark').map((e) => `${e.startTime.toFixed(0)} mark ${e.name}`),
      ]);
      entries.push(...trace.map((t) => ({ name: t, start: 0, end: 0 })));
    }
    const calls = entries.map(
      (e) =>
        `${e.start.toFixed(0).padStart(5)}–${e.end.toFixed(0).padEnd(5)} ${e.name.replace(/^.*\/api\//, '')}`,
    );
    return { useful, calls, urls: entries.map((e) => e.name) };
  } finally {
    await context.close();
  }
}

/** Makes `urls` (GETs of the sandbox API) again, so their answers are remembered for this minute. */
const warm = (urls) =>
  Promise.all(
    [...urls].map((url) =>
      fetch(url, { headers: { 'X-Api-Key': APP_KEY } }).then(
        (r) => r.arrayBuffer(),
        () => undefined,
      ),
    ),
  );

/**
 * Runs every scenario for every build (`targets`: { build, base } page servers, e.g. this dist/
 * and a baseline); returns table rows (floor, widget, ratio) per build and prints the debug calls
 * when asked. Loads interleave: each run loads the floor and every build's widget, in an order
 * that rotates from run to run, so a busy moment of the machine hits them alike.
 */
export async function timeToContent({
  browser,
  targets,
  list,
  runs = Number(process.env.RUNS_CONTENT || 9),
}) {
  const rows = [];
  for (const s of list) {
    const kinds = [
      { kind: 'floor', base: targets[0].base },
      ...targets.map((t) => ({ kind: 'widget', ...t })),
    ];
    const times = kinds.map(() => []);
    const seen = new Set();
    const urlOf = ({ kind, base }) => `${base}/${kind === 'floor' ? 'f' : 'w'}/${s.name}`;
    // Unmeasured: every page once, which also learns the API calls to warm.
    for (const k of kinds) {
      const result = await load(browser, urlOf(k), k.kind === 'floor' ? undefined : s.ready);
      for (const u of result.urls) seen.add(u);
    }
    for (let i = 0; i < runs; i++) {
      for (let k = 0; k < kinds.length; k++) {
        const j = (i + k) % kinds.length;
        const { kind, build } = kinds[j];
        await warm(seen);
        const result = await load(browser, urlOf(kinds[j]), kind === 'floor' ? undefined : s.ready);
        for (const u of result.urls) seen.add(u);
        times[j].push(result.useful);
        if (process.env.BENCH_DEBUG && i === runs - 1)
          console.log(
            `[bench] ${s.name} ${build ?? 'floor'} (${result.useful.toFixed(0)} ms) API calls:\n  ${result.calls.join('\n  ')}`,
          );
      }
    }
    const f = median(times[0]);
    kinds.forEach(({ kind, build }, j) => {
      if (kind === 'floor') return;
      const w = median(times[j]);
      // The ratio of each run's widget to the floor loaded beside it, median: steadier on a busy machine.
      const paired = median(times[j].map((t, i) => t / times[0][i]));
      // Beside a baseline: the median of each run's difference between the first build and this
      // one, loaded in the same run (finer than comparing the medians, which each move ±5 ms).
      const delta = j > 1 ? median(times[1].map((t, i) => t - times[j][i])) : undefined;
      rows.push({
        build,
        widget: s.tag,
        case: s.attrs.replace(/ api-base=.*$/, ''),
        'useful content': s.what,
        'floor ms': Number(f.toFixed(0)),
        'widget ms': Number(w.toFixed(0)),
        'widget / floor': `${(w / f).toFixed(2)}×`,
        'paired ratio': `${paired.toFixed(2)}×`,
        ...(targets.length > 1 && {
          'current − this, paired':
            delta === undefined ? '' : `${delta > 0 ? '+' : ''}${delta.toFixed(1)} ms`,
        }),
      });
    });
  }
  return rows;
}
