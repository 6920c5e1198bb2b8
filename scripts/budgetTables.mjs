// Writes the size-budget tables of docs/build.md and README.md from scripts/budgets.mjs
// (`npm run docs:budgets`); scripts/budgetTables.test.ts checks that they are up to date.
import { readFileSync, writeFileSync } from 'node:fs';
import { BUDGET_TABLE } from './budgets.mjs';

const START = '<!-- budgets:start (written by npm run docs:budgets) -->';
const END = '<!-- budgets:end -->';
const WIDGETS = {
  search: 'finding courses by place and date: autocomplete, lists, filters, explore',
  picker: "one course's tee times: date, time slot, rate type, provider, book",
  checkout: 'preparation, payment (card, guest, wallets), confirmation, invitations',
  deals: 'special-rate deals near a place, for media sites',
  account: 'sign-in and sign-up, profile, cards, favourites, price alerts, bookings, preferences',
};

const bytes = (n) => n.toLocaleString('en-US');
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

/** Every budget, one row a bundle (docs/build.md). */
export function buildTable() {
  const rows = Object.entries(BUDGET_TABLE).map(([file, [budget, what]]) => [
    `\`${file}\``,
    what,
    bytes(budget),
  ]);
  return table(['Bundle (under `dist/`)', 'What it is', 'Budget (gzip bytes)'], rows);
}

/** The widgets and what a page loads for each, first screen and UI together (README.md). */
export function readmeTable() {
  const rows = Object.entries(WIDGETS).map(([name, what]) => {
    const parts = [`embed/teetime-${name}.js`, `embed/teetime-${name}.ui.js`].filter((f) => BUDGET_TABLE[f]);
    const total = parts.reduce((sum, f) => sum + BUDGET_TABLE[f][0], 0);
    return [`\`<teetime-${name}>\``, what, kb(total)];
  });
  return table(['Element', 'For', 'Gzip budget'], rows);
}

function table(head, rows) {
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(head), `| ${widths.map((w) => '-'.repeat(w)).join(' | ')} |`, ...rows.map(line)].join('\n');
}

/** The file's text with the part between the markers replaced by `body`. */
export function withTable(text, body) {
  const a = text.indexOf(START);
  const b = text.indexOf(END);
  if (a < 0 || b < a) throw new Error('budget table markers not found');
  return `${text.slice(0, a + START.length)}\n\n${body}\n\n${text.slice(b)}`;
}

export const TABLES = { 'docs/build.md': buildTable, 'README.md': readmeTable };

if (process.argv[1] && import.meta.url.endsWith(process.argv[1].split('/').pop())) {
  for (const [file, make] of Object.entries(TABLES))
    writeFileSync(file, withTable(readFileSync(file, 'utf8'), make()));
}
