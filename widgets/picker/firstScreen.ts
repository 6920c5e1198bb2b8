import { resolveApiBase } from '../../src/core/apiBase';
import { getBrand } from '../../src/core/brands';
import { resolveSiteUrl } from '../../src/core/siteUrl';
import { isFeatureOn } from '../../src/core/features';
import { DEFAULT_TIME_SLOT_SORT, PAGE_SIZE, TIME_SLOT_SORTS } from '../../src/domain/booking/constants';
import { courseTab } from '../../src/domain/booking/courseTab';
import { dateStrip, STRIP_DAYS } from '../../src/domain/booking/pickerRules';
import { rateName } from '../../src/domain/booking/rateName';
import { ratingWords } from '../../src/domain/reviews/courseRating';
import { slotTile } from '../../src/domain/booking/slotTile';
import { sortTimeSlots } from '../../src/domain/booking/timeSlots';
import { formatDate, formatPrice, formatTime, otherZoneName, today } from '../../src/domain/format';
import { escapeHtml } from '../../src/first/escapeHtml';
import { skeletonRow } from '../../src/ui/skeletonRow';
import type { StyleTarget } from '../../src/ui/styleTarget';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { PickerProps } from './element';
// Pure exports of modules that also hold hooks: the first screen's build keeps only these
// (rollup.config.mjs, `moduleSideEffects: false`), no React, Preact or jotai.
import { opensOnAnswer } from './firstSlots';
import { openingDay } from './knownOpening';
import { ownerLinks } from './ownerLinks';
import { openingFilters } from './preloadPicker';
import { usePickerStyles } from './styles';
import type { Course, GroupsAnswer } from './types';
import { SORT_LABELS, STEP_NAMES, TAB_NAMES } from './words';
import { useFlowStyles } from './views/flowStyles';
import { useTimesStyles } from './views/timesStyles';

type Css = StyleTarget['css'];

const SORTS = TIME_SLOT_SORTS.map((s) => SORT_LABELS[s]);

const esc = escapeHtml;

/**
 * The shadow root's HTML that `<teetime-picker>`'s first render (PickerApp in the Shell) shows
 * when its course and first tee times are already in (knownOpening): the course, the stepper, the
 * date strip, the tee times and the course tabs, with the same elements, classes, text and
 * attributes, so the UI mounts over it unseen. Its ids are its own (`f0d`, `f3t0`…), paired the
 * same way. A `selected` marks a chosen option that is not the first (the UI sets the select's
 * value as a property). Null when that render would not show the tee-time step with them: no
 * course-id, another course, the course's today has no tee times left, a `time` attribute, or a
 * reload coming back to a later step (the flow tokens in sessionStorage).
 */
export function pickerFirstScreen(
  css: Css,
  props: PickerProps & CommonProps,
  course: { course: Course },
  slots: GroupsAnswer,
  now: Date = new Date(),
): string | null {
  const courseId = props.courseId;
  // An answer of another shape (an error's) is not a course.
  const c = course.course as Course | undefined;
  if (!courseId || c?.id !== courseId || !opensOnAnswer(slots, props.date)) return null;
  const { date, selection } = openingDay(courseId, c.timeZone, props.date, slots.summary.date, now);
  // A `time` attribute (its rates, or when it is gone the opening effect's notice, after a skeleton)
  // or a reload coming back to a later step (rates or offers).
  if (props.time || selection.timeSlot) return null;
  const s = usePickerStyles.of(css);
  const t = useTimesStyles.of(css);
  const locale = props.locale;
  const f = openingFilters(props);
  const price = (n: number) => esc(formatPrice(n, locale));
  const time = (at: string) => esc(formatTime(at, locale));
  const small = (html: string) => `<small>${html}</small>`;
  const marks = (hot?: boolean, prepaid?: boolean) =>
    hot || prepaid
      ? small(`${hot ? '<i data-icon="bolt">Hot deal </i>' : ''}${prepaid ? '<i>Prepaid</i>' : ''}`)
      : '';
  // views/Tile
  const tile = (head: string, per: string, children: string, slot = '') =>
    `<li><button type="button" class="${t.tile}"${slot}><b>${head}</b> <span><strong>${per}</strong> per player</span> ${children}</button></li>`;
  const select = (id: string, label: string, options: string[], chosen: number, value?: readonly string[]) =>
    `<div><label for="${id}">${label}</label><select id="${id}">${options
      .map(
        (o, i) =>
          `<option${value ? ` value="${value[i]}"` : ''}${i && i === chosen ? ' selected' : ''}>${o}</option>`,
      )
      .join('')}</select></div>`;

  // views/CourseHeader
  const photo = c.photos?.[0]?.photoMediumUrl;
  let html = `<article aria-label="${esc(c.name)}"><header class="${t.header}">${
    photo ? `<img src="${esc(photo)}" alt="">` : ''
  }<div><h2>${esc(c.name)}</h2>${c.formattedAddress ? `<p>${esc(c.formattedAddress)}</p>` : ''}${
    c.rating ? `<p class="${s.muted}">${esc(ratingWords(c.rating))}</p>` : ''
  }</div></header>`;

  // views/Booking: views/Stepper, views/DateStrip (its days' prices come later), views/TimesStep
  html += `<section aria-label="Book a tee time"><ol class="${useFlowStyles.of(css).stepper}" aria-label="Booking steps">${STEP_NAMES.map(
    (name, i) => `<li data-n="${i + 1}"${i ? '' : ' aria-current="step"'}>${name}</li>`,
  ).join('')}</ol>`;
  const first = today(now, c.timeZone);
  const zone = otherZoneName(c.timeZone, locale, now);
  html +=
    `<div role="group" aria-label="Date" class="${t.strip}">${dateStrip(first, date, STRIP_DAYS)
      .map(
        (d) =>
          `<button type="button" aria-pressed="${d === date}" tabindex="${d === date ? 0 : -1}">${esc(
            formatDate(d, locale),
          )}<small>&nbsp;</small></button>`,
      )
      .join('')}</div><p class="${t.later}"><label for="f0d">Another date</label>` +
    // src/ui/DateInput's box in the render that mounts it.
    `<input id="f0d" min="${esc(first)}" type="text" readonly tabindex="-1">${
      zone ? `<span class="${s.muted}">Dates and times are local to the course (${esc(zone)}).</span>` : ''
    }</p>`;
  const chosen =
    (f.holes ? 1 : 0) + (f.riding === null ? 0 : 1) + f.rateTypes.length + (f.prepaidOnly ? 1 : 0);
  html += `<div><h3 tabindex="-1">Tee times on ${esc(formatDate(date, locale))}</h3><div role="group" aria-label="Filters" class="${
    t.chips
  }">${select(
    'f2players',
    'Players',
    ['1', '2', '3', '4', '5', '6'],
    f.players - 1,
  )}${select('f1sort', 'Sort by', SORTS, TIME_SLOT_SORTS.indexOf(DEFAULT_TIME_SLOT_SORT), TIME_SLOT_SORTS)}<button type="button" aria-expanded="false">Filters${
    chosen ? ` (${chosen})` : ''
  }</button></div>`;

  // The times step shows the first slots when they are for its date (firstSlots' takeFirstSlots).
  if (slots.summary.date === date) {
    const groups = sortTimeSlots(slots.teeTimeGroups, DEFAULT_TIME_SLOT_SORT);
    const featured = slots.featuredTeeTimes ?? [];
    const disclaimer = slots.summary.hasPrepaid && slots.summary.prepaymentDisclaimer;
    html += !groups.length
      ? // views/NoTeeTimes before its recommendation's answer
        `<div class="tt-panel"><p>No tee times are available on ${esc(
          formatDate(date, locale),
        )} for these choices.</p></div>`
      : // views/TimeSlotList: its first 15 (the banners come later)
        `${
          featured.length
            ? `<h4>Best deals</h4><ul class="${t.grid}">${featured
                .map((b) =>
                  tile(
                    time(b.teeOffAtLocal),
                    price(b.price),
                    small(esc(rateName(b.rateType, b.rateTypeName))) + marks(true, b.isPrepaid),
                  ),
                )
                .join('')}</ul>`
            : ''
        }${disclaimer ? `<p class="${s.muted}">${esc(disclaimer)}</p>` : ''}<h4>All tee times</h4><ul class="${
          t.grid
        }">${groups
          .slice(0, PAGE_SIZE)
          .map((g) => {
            const facts = slotTile(formatPrice(g.startingRate, locale), g, (n) => formatPrice(n, locale));
            const fact = (icon: string, text: string | null) =>
              text ? `<span data-icon="${icon}">${esc(text)} </span>` : '';
            return tile(
              time(g.teeOffAtLocal),
              esc(facts.price),
              `${small(fact('flag', facts.holes) + fact('cart', facts.cart) + fact('person', facts.players))} ${
                facts.restricted ? `<small data-restricted="true">${esc(facts.restricted)}</small>` : ''
              } ${marks(g.hotDeals, g.isPrepaid)}`,
              ' data-slot="true"',
            );
          })
          .join('')}</ul>${
          groups.length > PAGE_SIZE
            ? '<button type="button" class="tt-button tt-secondary">Show more tee times</button>'
            : ''
        }`;
  }
  html += '</div></section>';

  // views/CourseTabs: its first tab's panel (CourseDetails, or a skeleton until its call answers)
  const reviewsOn = isFeatureOn(getBrand(props.brand), 'courseReviews');
  const tabs = (Object.keys(TAB_NAMES) as (keyof typeof TAB_NAMES)[]).filter(
    (n) => reviewsOn || n !== 'reviews',
  );
  const tab = Math.max(0, tabs.indexOf(courseTab(props.tab, reviewsOn)));
  let panel: string;
  if (tabs[tab] === 'details') {
    const facts: [string, unknown][] = [
      ['Holes', c.numHoles],
      ['Par', c.parScore],
      ['Slope', c.slope],
      ['Phone', c.phone],
      ['Address', c.formattedAddress],
    ];
    panel = `${c.description ? `<p>${esc(c.description)}</p>` : ''}<dl class="${t.facts}">${facts
      .filter(([, v]) => v !== undefined && v !== null && v !== '')
      .map(([k, v]) => `<div><dt>${k}</dt><dd>${esc(v)}</dd></div>`)
      .join('')}</dl>${ownerLinks(
      getBrand(props.brand),
      resolveSiteUrl(props.siteUrl, undefined, resolveApiBase(props.apiBase)),
      c.id,
    )
      .map(([words, href]) => `<p><a class="tt-link" href="${esc(href)}">${esc(words)}</a></p>`)
      .join('')}`;
  } else {
    const reviews = tabs[tab] === 'reviews';
    panel = `<div role="status" aria-busy="true"><span class="tt-visually-hidden">Loading ${
      reviews ? 'reviews' : 'the scorecard'
    }…</span>${`<div class="${skeletonRow(css)}" aria-hidden="true"></div>`.repeat(reviews ? 3 : 2)}</div>`;
  }
  html += `<section class="${s.tabs}" aria-label="About the course"><div role="tablist" aria-label="About the course">${tabs
    .map(
      (n, i) =>
        `<button type="button" role="tab" id="f3t${i}" aria-selected="${i === tab}" aria-controls="f3p${i}" tabindex="${
          i === tab ? 0 : -1
        }">${TAB_NAMES[n]}</button>`,
    )
    .join(
      '',
    )}</div><div role="tabpanel" id="f3p${tab}" aria-labelledby="f3t${tab}" tabindex="0">${panel}</div></section></article>`;

  // src/ui/WidgetShell
  return `<div class="tt-root" lang="${esc(props.locale || 'en-US')}"><div>${html}</div></div>`;
}
