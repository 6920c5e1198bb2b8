// Checks every shipped bundle against its gzip -9 budget (scripts/budgets.mjs) after `npm run build`.
import { existsSync, readdirSync } from 'node:fs';
import { BUDGETS } from './budgets.mjs';
import { reportSiteSize } from './siteSize.mjs';
import { kb, sizesOf } from './sizes.mjs';

const files = ['loader.js', 'reserve.js', 'test/loader.js', 'test/reserve.js', 'test/embed/teetime-badge.js'];
if (existsSync('dist/embed')) files.push(...readdirSync('dist/embed').map((f) => `embed/${f}`));
if (existsSync('dist/hosted')) files.push(...readdirSync('dist/hosted').map((f) => `hosted/${f}`));

let failed = false;
for (const file of files) {
  const path = `dist/${file}`;
  if (!existsSync(path)) {
    if ((file === 'loader.js' || file === 'reserve.js') && !existsSync('dist/embed')) continue; // no widgets built yet
    console.error(`✗ ${path} is missing: run npm run build first`);
    failed = true;
    continue;
  }
  const { min, gzip, brotli } = sizesOf(path);
  const budget = BUDGETS[file];
  if (budget === undefined) {
    console.error(`✗ ${path}: no size budget; add one to scripts/budgets.mjs`);
    failed = true;
    continue;
  }
  const ok = gzip <= budget;
  failed ||= !ok;
  console.log(
    `${ok ? '✓' : '✗'} ${file.padEnd(32)} ${kb(min).padStart(9)} min ${kb(gzip).padStart(8)} gzip ${kb(brotli).padStart(8)} br   budget ${kb(budget)}`,
  );
}
// The marketplace site (dist/site): its own JS has a budget; React, the router and the widgets are reported.
if (existsSync('dist/embed')) failed = !reportSiteSize() || failed;
if (failed) {
  console.error('Size budgets exceeded (gzip -9).');
  process.exit(1);
}
