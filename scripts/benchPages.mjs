// Partner pages for the browser benches (scripts/benchContent.mjs, scripts/benchLayoutShift.mjs):
// a static server on loopback for dist/ and generated pages; the widgets and the "floor" pages
// call the real sandbox API on another origin (CORS with credentials, as on a partner site).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES = { '.js': 'text/javascript', '.html': 'text/html; charset=utf-8', '.json': 'application/json' };
export const APP_KEY = 'demo-teetime';

/**
 * The measured widgets. `attrs` are the element's attributes; `ready` is the body of a function of
 * the shadow root that is true once the first useful content is in it; `floor` is plain JavaScript
 * making the same essential calls (in parallel where they do not depend on each other) that draws
 * one button; both start with the same deferred script tag.
 */
export function scenarios({ courseId, date }) {
  const withDate = date ? `&date=${date}` : '';
  return [
    {
      name: 'picker',
      what: 'first tee time',
      tag: 'teetime-picker',
      attrs: `course-id="${courseId}"${date ? ` date="${date}"` : ''}`,
      ready: `return [...root.querySelectorAll('button')].some((b) => /from \\$/.test(b.textContent));`,
      floor: `const [course, groups] = await Promise.all([
        get('v6/courses/${courseId}'),
        get('v6/tee_time_groups/at/${courseId}?qty=1&include_featured=true${withDate}'),
      ]);
      const g = groups.tee_time_groups[0];
      draw(course.course.name + ' ' + g.time_slot + ' from $' + g.starting_rate);`,
    },
    ...[
      ['search', 'Austin'],
      // The README's example: a city and its state, as golfers type it.
      ['search-city-state', 'Austin, TX'],
    ].map(([name, place]) => ({
      name,
      what: 'first course card',
      tag: 'teetime-search',
      attrs: `location="${place}"`,
      ready: `return !!root.querySelector('article.tt-card');`,
      floor: `const [place] = await get('v6/search/autocomplete-v2?q=${encodeURIComponent(place)}&limit=10&include_zip_codes=true&include_without_tee_times=true');
      const scope = place.type === 'City' && place.hierarchized_url
        ? 'hierarchized_url=' + encodeURIComponent(place.hierarchized_url) + '&include_without_tee_times=true&sort=distance'
        : 'lat=' + place.latitude + '&lon=' + place.longitude;
      const list = await get('v6/courses/location_list?' + scope);
      draw(list.location_results[0].name);`,
    })),
    {
      name: 'deals',
      what: 'first deal',
      tag: 'teetime-deals',
      attrs: 'location="Miami"',
      ready: `return !!root.querySelector('li h3, li a, li button');`,
      floor: `const places = await get('v6/search/autocomplete-v2?q=Miami&limit=10&include_zip_codes=true&include_without_tee_times=true');
      const p = places.find((s) => s.type !== 'Zipcode' && s.latitude != null);
      const page = await get('v6/deals/near?lat=' + p.latitude + '&lon=' + p.longitude + '&radius=150&limit=15&page=1');
      draw(page.deals[0].title);`,
    },
  ];
}

/** The floor's script: fetch helpers with the widgets' headers, then the scenario's calls. */
const floorScript = (api, body) => `(async () => {
  const get = (path) => fetch(${JSON.stringify(`${api}/api/`)} + path, {
    credentials: 'include',
    headers: { 'X-Api-Key': ${JSON.stringify(APP_KEY)} },
  }).then((r) => r.json());
  const draw = (text) => {
    const b = document.createElement('button');
    b.textContent = text;
    document.body.append(b);
    window.__useful = performance.now();
  };
  ${body}
})().catch((e) => (window.__error = String(e)));`;

const lorem =
  'Golf in late autumn rewards the patient: firm fairways, quiet tee sheets and low winter rates at courses that still keep their greens in summer shape. ';
const paragraph = (i) => `<p>${lorem.repeat(1 + (i % 2))}</p>`;

/** A page: the partner's deferred script tag then the element (README snippet), optionally inside an article. */
function page({ script, element, article }) {
  const body = article
    ? `<article style="max-width:720px;margin:0 auto;font:18px/1.6 Georgia,serif">
<h1>Five winter golf escapes</h1>${[0, 1].map(paragraph).join('')}
${script}
${element}
${[2, 3, 4, 5, 6, 7].map(paragraph).join('')}</article>`
    : `${script}\n${element}`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Partner page</title></head>
<body style="margin:16px">${body}</body></html>`;
}

/**
 * Serves `dist/` under /dist/, and for each scenario /w/<name> (the widget), /f/<name> (its
 * floor) and /f/<name>.js; `?article` wraps the widget in an article. `api` and `list` are read
 * per request (the sandbox starts after this server, as it needs its origin). Resolves once listening.
 */
export function servePages({ distDir, api: apiOf, list: listOf }) {
  const server = createServer((req, res) => {
    const api = apiOf();
    const byName = new Map(listOf().map((s) => [s.name, s]));
    const url = new URL(req.url, 'http://x');
    const [, kind, rest = ''] = /^\/(w|f|dist)\/(.*)$/.exec(url.pathname) ?? [];
    const send = (type, body) => {
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
      res.end(body);
    };
    if (kind === 'dist') {
      const file = normalize(join(distDir, rest));
      if (!file.startsWith(normalize(distDir))) return res.writeHead(404).end();
      try {
        return send(TYPES[extname(file)] ?? 'application/octet-stream', readFileSync(file));
      } catch {
        return res.writeHead(404).end();
      }
    }
    const s = byName.get(rest.replace(/\.js$/, ''));
    if (!s) return res.writeHead(404).end();
    if (kind === 'f' && rest.endsWith('.js')) return send(TYPES['.js'], floorScript(api, s.floor));
    const element = `<${s.tag} ${s.attrs} api-base="${api}/api"></${s.tag}>`;
    if (kind === 'f')
      return send(
        TYPES['.html'],
        page({ script: `<script src="/f/${s.name}.js" defer></script>`, element: '' }),
      );
    // The README snippet: the tiny reserve script (when built), then the deferred bundle.
    const reserve = existsSync(join(distDir, 'reserve.js'))
      ? '<script src="/dist/reserve.js"></script>\n'
      : '';
    const script = `${reserve}<script src="/dist/embed/${s.tag}.js" defer></script>`;
    return send(TYPES['.html'], page({ script, element, article: url.searchParams.has('article') }));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/**
 * A course for the picker that still has tee times on its own today (the widget's default date),
 * else any course with tomorrow as the date (late at night across North America).
 */
export async function pickCourse(api) {
  const points = [
    [40.71, -74.0],
    [41.88, -87.63],
    [39.74, -104.99],
    [34.05, -118.24],
    [21.31, -157.86],
  ];
  let any;
  for (const [lat, lon] of points) {
    const res = await fetch(`${api}/api/v6/courses/location_list?lat=${lat}&lon=${lon}&max_radius=30`, {
      headers: { 'X-Api-Key': APP_KEY },
    });
    const list = (await res.json()).location_results ?? [];
    const open = list.find((c) => c.tee_times_count > 0);
    if (open) return { courseId: String(open.id) };
    any ??= list[0];
  }
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  return { courseId: String(any.id), date: tomorrow };
}
