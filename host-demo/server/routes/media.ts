import { Hono } from 'hono';
import { createPrng } from '../seed/prng';

const SKIES = ['#9fd3f5', '#b9e2fa', '#f7c59f', '#cfe8ff', '#ffd6a5'];
const GREENS = ['#2e7d32', '#388e3c', '#43a047', '#1b5e20', '#4caf50'];

/** A deterministic landscape picture (sky, hills, fairway, flag) for a media path. */
export function landscapeSvg(key: string): string {
  const rng = createPrng(key);
  const sky = rng.pick(SKIES);
  const far = rng.pick(GREENS);
  const near = rng.pick(GREENS);
  const h1 = rng.int(120, 170);
  const h2 = rng.int(170, 220);
  const flagX = rng.int(260, 520);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360" width="640" height="360" role="img" aria-label="Golf course">
<rect width="640" height="360" fill="${sky}"/>
<circle cx="${rng.int(60, 580)}" cy="${rng.int(40, 90)}" r="28" fill="#fff6c2"/>
<path d="M0 ${h1} Q160 ${h1 - 50} 320 ${h1} T640 ${h1} V360 H0Z" fill="${far}" opacity="0.8"/>
<path d="M0 ${h2} Q200 ${h2 - 40} 420 ${h2} T640 ${h2 - 10} V360 H0Z" fill="${near}"/>
<ellipse cx="${flagX}" cy="${h2 + 60}" rx="90" ry="22" fill="#7bc67e"/>
<line x1="${flagX}" y1="${h2 + 60}" x2="${flagX}" y2="${h2 - 10}" stroke="#fff" stroke-width="3"/>
<path d="M${flagX} ${h2 - 10} l34 10 l-34 10z" fill="#e53935"/>
</svg>`;
}

/** The Foreplay reviews mark of a course (a small badge; the sandbox has no real Foreplay images). */
export function foreplayBadgeSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 120 32" width="120" height="32" role="img" aria-label="Foreplay reviews">
<rect width="120" height="32" rx="6" fill="#1b1b3a"/>
<circle cx="16" cy="16" r="9" fill="#ff6f59"/>
<path d="M12 16l3 3 6-6" stroke="#fff" stroke-width="2.5" fill="none"/>
<text x="31" y="21" font-family="Arial, sans-serif" font-size="13" font-weight="700" fill="#fff">Foreplay</text>
</svg>`;
}

/** Pictures the seed refers to (course photos, sections, deals, banners); no app key needed. */
export function mediaRoutes(): Hono {
  const router = new Hono();
  router.get('/*', (c) => {
    if (!c.req.path.endsWith('.svg') || c.req.path.length > 200)
      return c.json({ error: 'Not found', message: 'Not found', status_code: 404 }, 404);
    const svg = c.req.path.startsWith('/media/foreplay/') ? foreplayBadgeSvg() : landscapeSvg(c.req.path);
    return c.body(svg, 200, {
      'Content-Type': 'image/svg+xml',
      'Cache-Control': 'public, max-age=86400',
      'Access-Control-Allow-Origin': '*',
    });
  });
  return router;
}
