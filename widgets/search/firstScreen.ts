import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { isFeatureOn } from '../../src/core/features';
import { takeAnswer } from '../../src/core/preloads';
import { partyLine } from '../../src/domain/booking/bookingTotals';
import { formatPrice, formatTime, today } from '../../src/domain/format';
import { ratingValue } from '../../src/domain/reviews/courseRating';
import { COURSE_SORTS, HOLE_OPTIONS, PLAYER_OPTIONS } from '../../src/domain/search/constants';
import { courseList } from '../../src/domain/search/courseList';
import { activeFilterCount, formSummary } from '../../src/domain/search/filterChips';
import { defaultSort } from '../../src/domain/search/locationRoute';
import { appendPage, hasMore, listCounts } from '../../src/domain/search/pagination';
import { searchSummary } from '../../src/domain/search/searchSummary';
import { nextTimes } from '../../src/domain/search/teeTimeHandoff';
import { LOCATION_LIST_PATH, toApiParams } from '../../src/domain/search/toApiParams';
import { escapeHtml } from '../../src/first/escapeHtml';
import { dialogBox } from '../../src/ui/dialogBox';
import type { StyleTarget } from '../../src/ui/styleTarget';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { SearchProps } from './element';
import { FIRST_CARDS } from './firstCards';
import { knownStart } from './knownStart';
import { searchLook } from './lookStyles';
// A pure export of a module that also holds the preload: the first screen's build keeps only it.
import { attributeFilters } from './preloadSearch';
import { searchStyles } from './styles';
import { FOREPLAY_LINE, type ListCourse, type LocationListAnswer } from './types';

type Css = StyleTarget['css'];

const esc = escapeHtml;

/**
 * A `<select>` of the form or the sort menu (a `.tt-field`). The UI sets the select's value as a
 * property: here a `selected` marks the chosen option when it is not the first, so it shows the same.
 */
const select = (id: string, label: string, options: [string, string][], value: string, extra = '') =>
  `<div class="tt-field${extra}"><label for="${id}">${label}</label><select id="${id}">${options
    .map(([v, text], i) => `<option value="${v}"${i && v === value ? ' selected' : ''}>${text}</option>`)
    .join('')}</select></div>`;

const formOptions = (all: readonly (number | null)[]): [string, string][] =>
  all.map((n) => [n === null ? '' : String(n), n === null ? 'Any' : String(n)]);

/** views/CourseCard, as the list's first render shows it (no favourite tapped yet). */
function courseCard(
  c: ListCourse,
  hotDeal: boolean,
  locale: string | undefined,
  players: number | null | undefined,
) {
  const name = esc(c.name);
  const photo = c.photos?.[0]?.photoMediumUrl;
  const rate = c.minRate ?? null;
  const place = [c.addressCity, c.addressState].filter(Boolean).join(', ');
  const times = nextTimes(c.nextAvailableTimes);
  const site = c.hasTeeTimes === false && (c.bookingSiteUrl || (c.phone && `tel:${c.phone}`));
  const rating = c.rating?.value;
  return `<article class="tt-card" aria-label="${name}">${
    photo ? `<img src="${esc(photo)}" alt="Photo of ${name}" width="120" height="90" loading="lazy">` : ''
  }<div class="tt-card-body"><h3><button type="button" class="tt-link">${name}</button>${
    hotDeal ? '<span class="tt-hot">Hot deal</span>' : ''
  }</h3><p>${esc(place)}${typeof c.distance === 'number' ? ` · ${c.distance} mi` : ''}${
    typeof rating === 'number'
      ? `<span aria-label="rated ${ratingValue(rating)} out of 5"> · ★ ${ratingValue(rating)}</span>`
      : ''
  }</p>${
    c.hasForeplayReviewsImageUrl
      ? `<p class="tt-foreplay-line"><img class="tt-foreplay" src="${esc(c.hasForeplayReviewsImageUrl)}" alt="" width="90" height="24" loading="lazy">${FOREPLAY_LINE}</p>`
      : ''
  }<p class="tt-rate">${
    rate !== null
      ? `from <strong>${esc(formatPrice(rate, locale))}</strong> per player${esc(partyLine(rate, players, (n) => formatPrice(n, locale)))}`
      : c.hasTeeTimes === false
        ? 'No tee times online here'
        : 'No tee times for this date'
  }</p>${
    times.length
      ? `<ul class="tt-times" aria-label="Next tee times at ${name}">${times
          .map((t) => `<li><button type="button" class="tt-chip">${esc(formatTime(t, locale))}</button></li>`)
          .join('')}</ul>`
      : ''
  }${
    site
      ? `<a class="tt-button tt-secondary tt-cta" href="${esc(site)}">${
          c.bookingSiteUrl ? 'Book on the course website' : `Call ${esc(c.phone)}`
        }</a>`
      : `<button type="button" class="tt-button tt-cta${rate === null ? ' tt-secondary' : ''}">${
          rate === null ? 'See other dates' : 'See tee times'
        }<span class="tt-visually-hidden"> at ${name}</span></button>`
  }</div><button type="button" class="tt-fav" aria-pressed="${!!c.isFavorite}" aria-label="Favourite ${name}">${
    c.isFavorite ? '♥' : '♡'
  }</button></article>`;
}

/**
 * The shadow root's HTML that `<teetime-search>`'s first render (SearchApp in the Shell) shows
 * when a place's suggestions and its course list are already in (knownStart, then Results'
 * takeAnswer, with the same paths and params): the collapsed search and its form, the list's
 * heading, filters and sort, its summary, its first six entries (views/CourseItems' first
 * screen), the closed sign-in dialog and "Load more". Same elements, classes, text and
 * attributes, so the UI mounts over it unseen. Its ids are its own (`s0…`), paired the same way.
 * The values the UI sets as properties are attributes here: the place's name as the text box's
 * `value`, and a `selected` on a chosen option that is not the first. Null when that render
 * would not show that list: no place-name `location`, `sync-url`, suggestions not in (or
 * failed) or leading elsewhere than a course list, a section (it waits for the golfer's
 * position), the list's answer not in or of another shape, or no courses.
 */
export function searchFirstScreen(css: Css, props: SearchProps & CommonProps, api: ApiClient): string | null {
  // App: its known start (in its first render's state), read with the attributes' filters.
  if (props.syncUrl) return null;
  const known = knownStart(api, props.location, attributeFilters(props));
  const list = known?.list;
  if (!list || list.route.kind !== 'list' || list.route.list === 'section') return null;
  const { filters } = list;
  const location = list.route.location;
  const brand = getBrand(props.brand);
  const locale = props.locale;

  // views/Results: the sort (none picked yet), its call's params and the answer it takes.
  const sort = defaultSort(list.route.list, {
    searchedCourse: filters.searchedCourse,
    hasPosition: location.type === 'Current',
  });
  const params = toApiParams({ ...filters, location }, { sort, position: undefined });
  const data = takeAnswer<LocationListAnswer>(api, LOCATION_LIST_PATH, { params: { ...params } });
  if (!data || !Array.isArray(data.locationResults)) return null;
  let courses = appendPage(data.locationResults, []);
  const shown = courses.length;
  const total = data.total ?? 0;
  const pending = hasMore({ page: 1, shown, total });
  if (!pending) courses = appendPage(courses, data.coursesWithoutTeeTimes ?? []);
  if (!courses.length) return null;
  const deals = isFeatureOn(brand, 'dealsPage') ? (data.deals ?? []) : [];
  const hotDeals = deals.map((d) => d.courseId);
  const counts = listCounts({ total, withoutTeeTimes: data.coursesWithoutTeeTimes?.length ?? 0, shown });
  const items = courseList(courses, deals, { membershipBanners: isFeatureOn(brand, 'membership') });
  const banner = data.banners?.find((b) => /member/i.test(b.title));
  const first = items.slice(0, FIRST_CARDS);
  // A deal's entry is never among the first cards (position 12 on); a course has a name.
  if (
    first.some(
      (item) => item.type === 'Deal' || (item.type === 'Course' && typeof item.course.name !== 'string'),
    )
  )
    return null;

  // views/SearchForm (collapsed: a place is chosen) and its views/LocationCombobox.
  const day = today();
  const text = location.label ?? location.name ?? '';
  let html = `<div class="${searchStyles(css)} ${searchLook(css)}"><div class="tt-sumbar"><p>${esc(
    formSummary(filters, day),
  )}</p><button type="button" class="tt-button tt-secondary" aria-expanded="false" aria-controls="s0-form">Edit<span class="tt-visually-hidden"> search</span></button></div><form id="s0-form" class="tt-form tt-collapsed" role="search" aria-label="Find tee times" novalidate><div class="tt-field tt-combo"><label for="s1">Where</label><input id="s1" type="text" role="combobox" autocomplete="off" placeholder="City, course, zip code…" aria-autocomplete="list" aria-expanded="false" aria-controls="s1-list" value="${esc(
    text,
  )}"><ul id="s1-list" role="listbox" aria-label="Suggestions" hidden></ul><span class="tt-visually-hidden" role="status"></span></div><div class="tt-field"><label for="s0-date">Date</label><input id="s0-date" min="${day}" type="text" readonly tabindex="-1"></div>${select(
    's0-holes',
    'Holes',
    formOptions(HOLE_OPTIONS),
    String(filters.holes ?? ''),
  )}${select(
    's0-players',
    'Players',
    formOptions(PLAYER_OPTIONS),
    String(filters.players ?? ''),
  )}<button type="submit" class="tt-button">Search</button><p id="s0-error" role="alert" class="tt-form-error"></p></form>`;

  // views/Results with views/FilterPanel (closed), views/ResultsBar and views/CourseItems.
  const active = activeFilterCount(filters);
  html += `<section class="tt-results" aria-label="Search results"><h2 tabindex="-1">${esc(
    data.content?.title ?? location.label ?? location.name ?? 'Golf courses',
  )}</h2><div class="tt-bar"><div class="tt-filters"><button type="button" class="tt-button tt-secondary" aria-haspopup="dialog" aria-expanded="false">Filters${
    active > 0
      ? `<span class="tt-count"> ${active}<span class="tt-visually-hidden"> active</span></span>`
      : ''
  }</button></div>${select(
    'tt-sort',
    'Sort by',
    COURSE_SORTS.map((s) => [s.id, s.label]),
    sort,
    ' tt-sort',
  )}</div><p role="status" class="tt-summary">${esc(
    searchSummary({
      count: counts.count,
      location,
      date: filters.date,
      players: filters.players,
      holes: filters.holes,
      locale,
    }),
  )}</p><ul class="tt-list" aria-busy="${items.length > FIRST_CARDS}">${first
    .map(
      (item) =>
        `<li>${
          item.type === 'Course'
            ? courseCard(item.course, hotDeals.includes(item.course.id), locale, filters.players)
            : `<div class="tt-banner"><strong>${esc(banner?.title ?? 'Network membership')}</strong> ${esc(
                banner?.body ?? 'Member rates at thousands of courses, no booking fees.',
              )}</div>`
        }</li>`,
    )
    .join('')}</ul><dialog class="${dialogBox(css)}" aria-labelledby="s2"></dialog>${
    pending ? `<button type="button" class="tt-button">${counts.more}</button>` : ''
  }</section></div>`;

  // src/ui/WidgetShell
  return `<div class="tt-root" lang="${esc(locale || 'en-US')}"><div>${html}</div></div>`;
}
