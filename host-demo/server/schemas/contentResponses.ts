/**
 * Response schemas of the site content routes (pages, contests, FAQs, the marketing banner, app
 * links, affiliate store), feedback, the sign-up e-mail check and the wallet passes. Where a
 * service or seed type answers, the `Assert` line makes `tsc` fail when the two drift apart
 * (responseShape.ts).
 */
import * as v from 'valibot';
import type { SitePage } from '../seed/sitePage';
import type { Contest } from '../services/contests';
import { bannerResponse } from './catalogResponses';
import type { Assert, SameShape } from './responseShape';

const text = v.string();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();

/** GET pages/show/{slug}. */
export const sitePageResponse = v.object({
  page: v.object({
    slug: text,
    title: text,
    intro: text,
    sections: v.array(v.object({ heading: text, paragraphs: v.array(text) })),
    links: v.array(v.object({ label: text, href: text })),
    updated_on: v.pipe(v.string(), v.description('YYYY-MM-DD')),
  }),
});
export type _SitePageShape = Assert<
  SameShape<
    v.InferOutput<typeof sitePageResponse>['page'],
    Omit<SitePage, 'updatedOn'> & { updated_on: string }
  >
>;

const contest = v.object({
  id: text,
  title: text,
  description: text,
  prize: text,
  starts_at: text,
  ends_at: text,
});
export type _ContestShape = Assert<SameShape<v.InferOutput<typeof contest>, Contest>>;

/** GET contests: the running ones and the next one. */
export const contestsResponse = v.object({ contests: v.array(contest), upcoming: v.array(contest) });

/** GET v4/faqs. */
export const faqsResponse = v.object({
  faqs: v.array(
    v.object({ id: text, category: text, anchor: text, question: text, answer: text, position: int }),
  ),
});

/** GET marketing_banner: the context's first banner, or null. */
export const marketingBannerResponse = v.object({ marketing_banner: v.nullable(bannerResponse) });

/** GET firebase/dynamic_link. */
export const dynamicLinkResponse = v.object({ short_link: text, link: text });

/** GET status/affiliate. */
export const affiliateResponse = v.object({ store_url: text });

/** POST feedbacks. */
export const feedbackResponse = v.object({ feedback: v.object({ id: text }) });

/** POST feedbacks/support-ticket. */
export const supportTicketResponse = v.object({ ticket: v.object({ id: text, category: text }) });

/** GET users/valid: whether an e-mail can be used to sign up. */
export const emailValidResponse = v.object({ valid: bool, available: bool, message: text });

const passField = v.object({ key: text, label: text, value: v.union([text, v.number()]) });

/** GET mobile_wallet/ios/{id}: Apple Wallet pass data (JSON, not a signed .pkpass). */
export const applePassResponse = v.object({
  pass: v.object({
    format_version: int,
    pass_type_identifier: text,
    serial_number: text,
    organization_name: text,
    description: text,
    relevant_date: text,
    event_ticket: v.object({
      primary_fields: v.array(passField),
      secondary_fields: v.array(passField),
      auxiliary_fields: v.array(passField),
    }),
    barcode: v.object({ format: text, message: text, message_encoding: text }),
    status: text,
  }),
  sandbox_note: text,
});

/** GET mobile_wallet/android/{id}: a Google Wallet save URL. */
export const googlePassResponse = v.object({ url: text, token: text, reservation_id: text });
