/**
 * The marketplace's static, marketing and legal pages (GET v6/pages/show/{slug}): plain text in
 * sections, shown as text by the site. Sandbox copy, written for the demo brand.
 */
import { LEGAL_PAGES } from './legalPages';
import { page, type SitePage } from './sitePage';

export type { SitePage } from './sitePage';

export const SITE_PAGES: readonly SitePage[] = [
  page(
    'about',
    'About us',
    'We help golfers find and book tee times at courses across the United States and Canada.',
    [
      [
        'What we do',
        'We bring tee times from course booking systems and booking partners together in one search, so you can compare times, rates and providers before you book.',
      ],
      [
        'Who we work with',
        'Public courses, resorts and municipal courses list their tee times with us. Courses keep their own prices; we show every fee before you pay.',
      ],
    ],
    [
      ['Find a tee time', '/'],
      ['Participating partners', '/participating-partners'],
    ],
  ),
  page(
    'free-marketplace',
    'List your course for free',
    'Golf courses can sell tee times on the marketplace without a monthly fee.',
    [
      [
        'How it works',
        'Connect your booking system or upload your tee sheet. Golfers book and pay online; you receive the green fees less a small booking fee paid by the golfer.',
      ],
      [
        'What you get',
        'A course page with photos, reviews and a scorecard, a booking widget for your own website, and reports on your online bookings.',
      ],
    ],
    [
      ['Sign-up details', '/free-marketplace-signup-details'],
      ['Course resources', '/golf-course-resources'],
    ],
  ),
  page(
    'free-marketplace-signup-details',
    'Free marketplace: sign-up details',
    'What we need from a course to start selling its tee times.',
    [
      [
        'Before you start',
        'Have your course address, the contact of the person who manages the tee sheet, and the name of your booking system ready.',
      ],
      [
        'After you sign up',
        'We check your listing within two business days and send you the script tag for the booking widget on your own website.',
      ],
    ],
    [['Contact us', '/support']],
  ),
  page('vip-perks', 'VIP perks', 'Frequent golfers earn perks on every round they book with us.', [
    [
      'Perks',
      'Early access to specials, no booking fees on selected tee times and member-only rates at participating courses.',
    ],
    [
      'How to qualify',
      'Book five rounds in a calendar year with a signed-in account; perks start the day after your fifth round.',
    ],
  ]),
  page(
    'golf-course-resources',
    'Golf course resources',
    'Guides for course operators who sell tee times online.',
    [
      [
        'Pricing tee times',
        'Use specials to fill quiet times, and keep rate types (online, senior, junior, resident) consistent with your pro shop.',
      ],
      [
        'Embedding the booking widget',
        'Add the tee-time picker to your own website with one script tag; the developer docs explain every attribute and event.',
      ],
    ],
    [['Developer docs', '/docs']],
  ),
  page(
    'disclaimers',
    'Disclaimers',
    'Prices, availability and course information come from the courses and their booking partners.',
    [
      [
        'Prices and availability',
        'A tee time can be booked by someone else between your search and your payment. We show the final price, with every fee, before you pay.',
      ],
      [
        'Course information',
        'Photos, descriptions and scorecards are supplied by courses and may change without notice.',
      ],
    ],
  ),
  page(
    'golf-time-promotions',
    'Promotions',
    'Current offers for golfers who book online.',
    [
      [
        'Specials',
        'Tee times marked with a lightning bolt are discounted by the course. They are prepaid and usually non-refundable.',
      ],
      [
        'Promo codes',
        'Enter a promo code at checkout; the discount applies to the green fees before taxes and fees.',
      ],
    ],
    [['See deals near you', '/deals']],
  ),
  page(
    'participating-partners',
    'Participating partners',
    'Our booking partners supply tee times from their systems.',
    [
      ['Instant booking', 'Partners that confirm instantly are listed first when you choose a provider.'],
      [
        'Other partners',
        'Some partners finish the booking on their own site; we open it in a new window with your choices filled in.',
      ],
    ],
  ),
  page(
    'eventual-weather',
    'Weather protection',
    'Protect your round against rain for a small fee when you book.',
    [
      [
        'How it works',
        'If the rain at the course reaches the threshold in your policy during your tee time, you are refunded automatically; there is no claim to file.',
      ],
      [
        'Buying it later',
        'You can add weather protection from your booking confirmation until the day before you play.',
      ],
    ],
    [['Find a tee time', '/']],
  ),
  page(
    'average-tee-time-rates-across-united-states',
    'Average tee-time rates across the United States',
    'What a round of 18 holes costs on average, from tee times booked on the marketplace.',
    [
      [
        'By region',
        'West: $62 on weekdays, $74 on weekends. Mountain: $48 and $57. Midwest: $39 and $46. South: $44 and $52. Northeast: $55 and $66.',
      ],
      [
        'When to book',
        'Twilight tee times and weekday mornings are usually the cheapest; specials appear a few days ahead.',
      ],
    ],
  ),
  page(
    'winter-golf-getaways',
    'Winter golf getaways',
    'Where to play when the courses at home close for the season.',
    [
      [
        'Desert golf',
        'Arizona and Southern California stay dry and mild from November to March, with the best rates before the holidays.',
      ],
      [
        'Gulf coast',
        'Florida and Texas offer warm winter golf; book early for February, their busiest month.',
      ],
    ],
    [['Search tee times', '/']],
  ),
  ...LEGAL_PAGES,
];

const BY_SLUG = new Map(SITE_PAGES.map((p) => [p.slug, p]));
export const findSitePage = (slug: string): SitePage | undefined => BY_SLUG.get(slug);
