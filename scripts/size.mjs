// Size budgets (gzip -9 bytes), checked after `npm run build`. Every shipped bundle needs
// a budget: a widget without one fails, so nothing grows unseen. The badge fixture's budget
// guards the fixed cost every widget pays (it is the runtime plus a ~0.2 KB badge).
import { existsSync, readdirSync } from 'node:fs';
import { reportSiteSize } from './siteSize.mjs';
import { kb, sizesOf } from './sizes.mjs';

export const BUDGETS = {
  'loader.js': 2048,
  'reserve.js': 1024,
  // 36 KB since issue 10: server-kept favourite hearts, site-url, social sign-in in the shared runtime.
  // 37 KB since issue 13: the home start view, autocomplete v2, deals by city, filters to the picker.
  // 39 KB since issue 15: the filter drawer (focus trap, time-of-day chips, "Show N courses"), next-time
  // chips and the price per player on cards, the phones' one-line search summary and their styles.
  // 40.125 KB since issue 14: en-US prices, dates and times written without Intl (no ~20 ms load of
  // the browser's date data before the first card), the place's courses asked for as its
  // suggestions answer (preloadSearch) and the UI mounted once that call has left: paired ratio
  // to the floor 2.94× → 2.32× (docs/build.md).
  // 40.375 KB since issue 14: the course list's first render takes an answer already in
  // (takeAnswer): no skeleton flashed and no second render before the courses.
  // 40.5 KB since issue 14: the place's route known in the first render (knownStart) and the UI
  // mounted once the courses answered: one render with the form and the cards (173 → 147 ms).
  // 40.25 KB since issue 14: redaxios out (core/apiClient calls fetch itself) and the answer keys
  // converted once (core/caseKeys), in every widget.
  // The UI's script since issue 14's first screens (src/first): teetime-search.js is now the first
  // screen's, which adds this one. 40.5 KB with the early calls' hand-over (core/earlyCalls), the
  // UI mounted over a first screen and its clicks replayed.
  // 40.625 KB since issue 31: the cards' total for the party beside the price per player and their
  // rating written as the Reviews tab writes it.
  // 41.5 KB since issue 30: set-up mistakes said in plain words and once in the console (a site
  // not allowed, a refused key, an api-base that is no URL or does not answer, an unknown brand:
  // core/setupProblems, ui/SetupNotice, ui/RequestErrorNotice).
  // +0.0625 KB (issue 30): safe to import without a DOM (core/hasDom), and a property set to text
  // parsed as its attribute (Svelte hydrating a server-rendered page: players="2" is 2).
  'embed/teetime-search.ui.js': 41536,
  // The first screen (issue 14): the search's preload, the form and its first 6 cards as HTML, its
  // styles (goober) and the formats they use (figures in docs/build.md).
  // 14.625 KB since issue 31: the same total and rating on the first screen's cards.
  // +1.0–1.5 KB since issue 30 (every widget): the palette for the page behind the element (a
  // dark page gets light text and dark cards: src/ui/palette, src/ui/hostScheme, the re-look on a
  // dark-mode switch: src/ui/lookChanges), a moved element kept mounted, the session's storage
  // listener only while shown. To be trimmed (docs/theming.md, "Dark pages").
  // +1.0 KB since issue 30: the first screen's palette for the page behind it (dark pages).
  'embed/teetime-search.ui.js': 43008,
  'embed/teetime-search.js': 16000,
  // 37 KB since issue 15: tee-time tiles with icons, the date strip's prices (days call) and date
  // field, opening on the first day with tee times, filter chips, a deal's rate-type.
  // 37.125 KB since issue 14: the course is asked for with the first tee times (not after a
  // paint) and both show in one paint (paired ratio to the floor 3.03× → 2.48×, docs/build.md).
  // 38.375 KB since issue 14: en-US formats without Intl (format.ts, shared by every widget), and the
  // course and its first tee times asked for as the element connects, the UI mounted once they
  // answered (preloadPicker): paired ratio 2.41× → 2.09×.
  // 38.5 KB since issue 14: the preloads keep answers that are in for takeAnswer (core/preloads).
  // 39.125 KB since issue 14: the clocks and en-US names of North American zones without Intl
  // (domain/northAmericanZones): the course's today and zone note load no date data (~12 ms).
  // 39.25 KB since issue 14: the course and its first tee times in the first render (knownOpening)
  // and the tiles' icons drawn by CSS instead of 45 inline SVGs, mostly paid for by redaxios out.
  // 39.375 KB since issue 14: "Another date" a plain box until the first paint (ui/DateInput): the
  // page's first date field no longer in the first render (3.7 ms of it; 1–3 ms end to end).
  // 39.625 KB as the UI's script (teetime-picker.js is the first screen's since then, src/first):
  // the early calls' hand-over, the mount over a first screen and its clicks replayed.
  // 40.375 KB since issue 31: the booking that closes (teetime-booking-confirmed heard, the course's
  // steps cleared by core/flowTokenKeys, the "Booked: … — View booking" line), restricted rates'
  // eligibility beside the lead price, offers side by side with their totals and booking fee.
  // 40.875 KB since issue 30: set-up mistakes said in plain words and once in the console, with a
  // course-id that is no number or no course (core/setupProblems): +1.2 KB against the commit before.
  // +0.0625 KB (issue 30): safe to import without a DOM (core/hasDom), and a property set to text
  // parsed as its attribute (Svelte hydrating a server-rendered page: players="2" is 2).
  'embed/teetime-picker.ui.js': 40640,
  // The first screen (issue 14): the picker's preload, its course and first tee times as HTML
  // (firstScreen.ts), its styles and formats.
  // 13.5 KB since issue 31: the tiles' restricted-rate line and the rating with its reviews.
  // 40.125 KB since issue 14: en-US formats without Intl, the element's mount that can wait (defineWidget).
  // 39.875 KB since issue 14's first screens: every API client takes a first screen's GETs
  // (core/earlyCalls), every element keeps a first screen's shadow root.
  // 40 KB since issue 31: a payment clears the course's flow steps (core/flowTokenKeys); the summary
  // says cart or walking.
  // 40.375 KB since issue 30: an api-base that is no URL and an unknown brand said (ui/SetupNotice).
  // +1.0–1.5 KB since issue 30 (every widget): the palette for the page behind the element (a
  // dark page gets light text and dark cards: src/ui/palette, src/ui/hostScheme, the re-look on a
  // dark-mode switch: src/ui/lookChanges), a moved element kept mounted, the session's storage
  // listener only while shown. To be trimmed (docs/theming.md, "Dark pages").
  // +1.0 KB since issue 30: the first screen's palette for the page behind it (dark pages).
  // +1.0–1.5 KB since issue 30 (every widget): the palette for the page behind the element (a
  // dark page gets light text and dark cards: src/ui/palette, src/ui/hostScheme, the re-look on a
  // dark-mode switch: src/ui/lookChanges), a moved element kept mounted, the session's storage
  // listener only while shown. To be trimmed (docs/theming.md, "Dark pages").
  // +0.0625 KB (issue 30): safe to import without a DOM (core/hasDom), and a property set to text
  // parsed as its attribute (Svelte hydrating a server-rendered page: players="2" is 2).
  'embed/teetime-picker.ui.js': 42624,
  'embed/teetime-picker.js': 14720,
  'embed/teetime-checkout.js': 42368,
  // 26 KB since issue 13: the shared runtime's app keys, retries, marketing identity, page views.
  // 26.5 KB since issue 14: en-US formats without Intl, the first calls as the element connects and
  // the UI mounted once the deals call has left (paired ratio 2.37× → 1.87×).
  // 26.75 KB since issue 14: the place's point known in the first render (knownOrigin) and the first
  // page sent as the list commits (bench, paired ratio 1.82× → 1.52×, 147 → 129 ms).
  // 26.625 KB as the UI's script (teetime-deals.js is the first screen's since then, src/first).
  // 27.5 KB since issue 30: set-up mistakes said in plain words and once in the console.
  // +1.0–1.5 KB since issue 30 (every widget): the palette for the page behind the element (a
  // dark page gets light text and dark cards: src/ui/palette, src/ui/hostScheme, the re-look on a
  // dark-mode switch: src/ui/lookChanges), a moved element kept mounted, the session's storage
  // listener only while shown. To be trimmed (docs/theming.md, "Dark pages").
  // +0.0625 KB (issue 30): safe to import without a DOM (core/hasDom), and a property set to text
  // parsed as its attribute (Svelte hydrating a server-rendered page: players="2" is 2).
  'embed/teetime-deals.ui.js': 28800,
  // The first screen (issue 14): the deals' preload and their first page as HTML, styles, formats.
  // +1.0 KB since issue 30: the first screen's palette for the page behind it (dark pages).
  'embed/teetime-deals.js': 11392,
  // Account part 1 (issue 10): 45 KB; both parts of issue 11 (memberships/offers, reviews) take it to 55 KB.
  // 55.25 KB since issue 14: en-US formats without Intl (format.ts), the mount that can wait.
  // 55.875 KB since issue 14: a booking's course zone named without Intl (domain/northAmericanZones).
  // 55.625 KB since issue 14's first screens (the early calls' hand-over, a kept shadow root).
  // 56.125 KB since issue 30: an api-base that is no URL and an unknown brand said (ui/SetupNotice).
  // +1.0–1.5 KB since issue 30 (every widget): the palette for the page behind the element (a
  // dark page gets light text and dark cards: src/ui/palette, src/ui/hostScheme, the re-look on a
  // dark-mode switch: src/ui/lookChanges), a moved element kept mounted, the session's storage
  // listener only while shown. To be trimmed (docs/theming.md, "Dark pages").
  // +0.0625 KB (issue 30): safe to import without a DOM (core/hasDom), and a property set to text
  // parsed as its attribute (Svelte hydrating a server-rendered page: players="2" is 2).
  'embed/teetime-account.js': 58496,
  'hosted/card-fields.js': 3072,
  'test/loader.js': 2048,
  'test/reserve.js': 1024,
  // 21 KB since issue 13 (the runtime every widget pays: app keys, retries, marketing identity,
  // page views, signOut()).
  // +0.7 KB since issue 30: the runtime's palette for the page behind an element (dark pages),
  // moves kept mounted, the session's storage listener only while shown.
  'test/embed/teetime-badge.js': 22272,
};

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
    console.error(`✗ ${path}: no size budget; add one to scripts/size.mjs`);
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
