// Size budgets (gzip -9 bytes) of every shipped bundle, checked by `npm run size` after a build.
// A bundle without one fails the check, so nothing grows unseen. The badge fixture's budget guards
// the fixed cost every widget pays (the runtime plus a ~0.2 KB badge). Each budget's history, with
// what each raise paid for, is in docs/perf-log.md; the tables in README.md and docs/build.md are
// written from this file (`npm run docs:budgets`, checked by scripts/budgetTables.test.ts).

/** Bundle (path under dist/) → [budget in bytes, what it is]. */
export const BUDGET_TABLE = {
  'loader.js': [2048, 'the loader: loads the widgets whose tags are on the page'],
  'reserve.js': [1024, 'reserves the elements’ heights before the first paint'],
  'embed/teetime-search.js': [
    37120,
    'the search’s first screen (its preload and its UI’s views of the first render)',
  ],
  'embed/teetime-search.ui.js': [45120, 'the search’s UI'],
  'embed/teetime-picker.js': [28672, 'the picker’s first screen (its UI’s views on Preact and jotai)'],
  'embed/teetime-picker.ui.js': [45696, 'the picker’s UI'],
  'embed/teetime-checkout.js': [46080, 'the checkout'],
  'embed/teetime-deals.js': [24320, 'the deals’ first screen (its App’s first render)'],
  'embed/teetime-deals.ui.js': [30784, 'the deals’ UI'],
  'embed/teetime-account.js': [66304, 'the account (sign-in and every /my-account screen)'],
  'hosted/card-fields.js': [3200, 'the checkout’s card fields, in the marketplace’s frame'],
  'hosted/wallets.js': [1408, 'the wallet buttons, in the marketplace’s frame'],
  'test/loader.js': [2048, 'the loader of the test build'],
  'test/reserve.js': [1024, 'the reserve script of the test build'],
  'test/embed/teetime-badge.js': [23168, 'the runtime every widget pays, plus a ~0.2 KB badge'],
};

/** Bundle → budget in bytes. */
export const BUDGETS = Object.fromEntries(
  Object.entries(BUDGET_TABLE).map(([file, [bytes]]) => [file, bytes]),
);
