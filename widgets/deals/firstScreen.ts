import type { ApiClient } from '../../src/core/apiClient';
import { getBrand } from '../../src/core/brands';
import { isFeatureOn } from '../../src/core/features';
import { takeAnswer } from '../../src/core/preloads';
import { formatDate, formatPrice, today } from '../../src/domain/format';
import { DEALS_RATE_TYPE } from '../../src/domain/search/constants';
import { dealsOrigin, dealsPlayers } from '../../src/domain/search/dealsOrigin';
import {
  bookingTarget,
  dealDate,
  DEALS_NEAR_PATH,
  dealsNearParams,
  onlySpecialRate,
  sortDealsByPrice,
} from '../../src/domain/search/dealsRules';
import { escapeHtml } from '../../src/first/escapeHtml';
import type { StyleTarget } from '../../src/ui/styleTarget';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import { dealPlace } from './dealPlace';
import type { DealsProps } from './element';
import { knownOrigin } from './resolveOrigin';
import { useStyles } from './styles';
import type { DealsPage } from './types';

const esc = escapeHtml;

/** A child from data as Preact renders it: nothing for null, undefined and booleans. */
const text = (v: unknown) => (v == null || typeof v === 'boolean' ? '' : esc(v));

/**
 * The shadow root's HTML that `<teetime-deals>`' first render (DealsApp in the Shell) shows when
 * its place's point and first page of deals are already in (knownOrigin, useDealPages' first
 * page): the heading, the count, the cards (views/DealList, DealCard, DealPrice, BookingLink) and
 * "More deals", with the same elements, classes, text and attributes, so the UI mounts over it
 * unseen. Null when that render would show anything else: a brand without the deals page, the
 * reader's position, the point or the deals not in (or failed), no deals, maintenance, or a render
 * that throws (a locale Intl does not know: the UI shows its error view).
 */
export function dealsFirstScreen(
  css: StyleTarget['css'],
  props: DealsProps & CommonProps,
  api: ApiClient,
): string | null {
  try {
    const { location, latitude, longitude, locale } = props;
    if (!isFeatureOn(getBrand(props.brand), 'dealsPage')) return null;
    // App: the point its first render knows (no place typed yet), then useDealPages' first page.
    const found = knownOrigin(api, dealsOrigin({ location, latitude, longitude }));
    const page =
      found &&
      takeAnswer<DealsPage>(api, DEALS_NEAR_PATH, {
        params: { ...dealsNearParams({ ...found, radius: props.radius, limit: props.limit }), page: 1 },
      });
    const deals = Array.isArray(page?.deals) ? sortDealsByPrice(onlySpecialRate(page.deals)) : [];
    if (!deals.length) return null; // a skeleton, an error, or "No deals near…" with its form
    const s = useStyles.of(css);
    const near = found!.label ?? (found!.mine ? 'you' : '');
    const price = (n: number) => esc(formatPrice(n, locale));
    const pickerOnPage = document.getElementsByTagName('teetime-picker').length > 0;
    const day = today();
    const players = dealsPlayers(props.players);

    // views/DealList, its views/DealCard for each deal
    const cards = deals
      .map((d) => {
        // views/BookingLink
        const target = bookingTarget(
          {
            courseId: d.courseId,
            date: dealDate(d, props.date, day),
            players,
            rateType: DEALS_RATE_TYPE,
            dealId: d.id,
          },
          { pickerOnPage, courseUrlTemplate: props.courseUrl },
        );
        const label = `Book a tee time<span class="tt-visually-hidden"> at ${text(d.courseName)}</span>`;
        return `<li class="${s.card}"><h3><button type="button" class="tt-link" data-deal="${esc(d.id)}">${text(
          d.title,
        )}</button></h3><p>${esc(dealPlace(d))}</p>${
          // views/DealPrice
          typeof d.price === 'number'
            ? `<div class="${s.price}"><strong>${price(d.price)}</strong><span>per player</span>${
                typeof d.regularPrice === 'number' && d.regularPrice > d.price
                  ? `<s><span class="tt-visually-hidden">Regular price </span>${price(d.regularPrice)}</s>`
                  : ''
              }${d.discountPercent ? `<span class="tt-hot">${text(d.discountPercent)}% off</span>` : ''}</div>`
            : ''
        }${d.endsOn ? `<p>Ends ${esc(formatDate(d.endsOn, locale))}</p>` : ''}${
          target.kind === 'url'
            ? `<a class="tt-button" href="${esc(target.url)}">${label}</a>`
            : target.kind === 'picker'
              ? `<button type="button" class="tt-button">${label}</button>`
              : ''
        }</li>`;
      })
      .join('');

    // src/ui/WidgetShell, App
    return `<div class="tt-root" lang="${esc(locale || 'en-US')}"><div><section class="${
      s.root
    }" aria-labelledby="tt-deals-title"><h2 id="tt-deals-title" tabindex="-1">${
      near ? `Golf deals near ${esc(near)}` : 'Golf deals'
    }</h2><p id="tt-deals-count">Showing ${deals.length} of ${text(page!.total ?? 0)} deals</p><ul class="${
      s.list
    }" aria-labelledby="tt-deals-count">${cards}</ul>${
      page!.hasMore ? '<button type="button" class="tt-button" aria-disabled="false">More deals</button>' : ''
    }</section></div></div>`;
  } catch {
    return null;
  }
}
