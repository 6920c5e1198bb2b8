// The marketplace site's JavaScript by kind (dist/site/chunks.json, written by its rollup build):
// its own code (shell and pages) has a budget; React, the router and the widgets are reported.
import { existsSync, readFileSync } from 'node:fs';
import { kb, sizesOf } from './sizes.mjs';

/**
 * Gzip budget of the site's own JS: the shell (main.js, which carries the framework-free runtime
 * the site shares with the widgets through page singletons) plus every page chunk, each gzipped alone.
 */
// 27 KB since issue 12: the account routes (from the account's route table) and their page.
// 31 KB with issue 33/34: the developer area, a deal's offer, similar courses, the newsletter form.
export const SITE_OWN_BUDGET = 31744;

/** Prints the report; returns false when the site's own JS is over budget or the site is missing. */
export function reportSiteSize(dir = 'dist/site') {
  if (!existsSync(`${dir}/chunks.json`)) {
    console.error(`✗ ${dir}/chunks.json is missing: run npm run build (build:site) first`);
    return false;
  }
  const kinds = JSON.parse(readFileSync(`${dir}/chunks.json`, 'utf8'));
  const total = {};
  for (const [file, kind] of Object.entries(kinds)) {
    const s = sizesOf(`${dir}/${file}`);
    total[kind] ??= { min: 0, gzip: 0, files: 0 };
    total[kind].min += s.min;
    total[kind].gzip += s.gzip;
    total[kind].files += 1;
  }
  const own = total.site ?? { min: 0, gzip: 0, files: 0 };
  const ok = own.gzip <= SITE_OWN_BUDGET;
  for (const kind of ['site', 'react', 'router', 'widgets']) {
    const t = total[kind];
    if (!t) continue;
    const label = kind === 'site' ? 'site: own JS (shell + pages)' : `site: ${kind}`;
    const budget = kind === 'site' ? `budget ${kb(SITE_OWN_BUDGET)}` : '(reported)';
    console.log(
      `${kind === 'site' ? (ok ? '✓' : '✗') : ' '} ${label.padEnd(32)} ${kb(t.min).padStart(9)} min ${kb(t.gzip).padStart(8)} gzip   ${String(t.files).padStart(2)} files   ${budget}`,
    );
  }
  const entry = sizesOf(`${dir}/main.js`);
  console.log(
    `  site: shell (main.js, every page)   ${kb(entry.min).padStart(9)} min ${kb(entry.gzip).padStart(8)} gzip`,
  );
  return ok;
}
