import { page, type SitePage } from './sitePage';

const LEGAL_CONTACT = 'Questions about this policy go to our support team through the Contact support page.';

/** The legal and app pages of the marketplace (sandbox copy). */
export const LEGAL_PAGES: readonly SitePage[] = [
  page('privacy-policy', 'Privacy policy', 'How we collect, use and protect your personal information.', [
    [
      'What we collect',
      'Your name, e-mail and booking details when you book, and how you use the site to improve it. Card numbers go to our payment processor and are never stored by us.',
    ],
    [
      'Your choices',
      'You can change your communication preferences at any time and ask us to delete your account.',
    ],
    ['Contact', LEGAL_CONTACT],
  ]),
  page(
    'policy-and-terms',
    'Policies',
    'The policies that apply when you book on the marketplace.',
    [
      [
        'Cancellations',
        'Each tee time shows its cancellation policy before you pay. Prepaid specials are usually non-refundable.',
      ],
      [
        'Conduct',
        'Follow each course’s dress code and pace-of-play rules; courses may refuse players who do not.',
      ],
    ],
    [
      ['Terms and conditions', '/terms-and-conditions'],
      ['Privacy policy', '/privacy-policy'],
    ],
  ),
  page(
    'terms-and-conditions',
    'Terms and conditions',
    'The agreement between you and us when you use the marketplace.',
    [
      [
        'Bookings',
        'A booking is a contract between you and the course. We act as the course’s agent to take your booking and payment.',
      ],
      [
        'Payments',
        'You pay the price shown at checkout, including every fee. Refunds follow the tee time’s cancellation policy.',
      ],
      ['Contact', LEGAL_CONTACT],
    ],
  ),
  page(
    'rewards-terms-and-conditions',
    'Rewards terms and conditions',
    'How rewards points are earned and redeemed.',
    [
      [
        'Earning points',
        'Signed-in golfers earn points on the green fees of completed rounds. Points appear in your account after the round.',
      ],
      [
        'Redeeming points',
        'Points can pay part of a future booking at checkout. They have no cash value and expire after 24 months without activity.',
      ],
    ],
  ),
  page(
    'membership-terms-and-conditions',
    'Membership terms and conditions',
    'The terms of the network membership.',
    [
      [
        'Billing',
        'Membership renews monthly or yearly until you cancel. You can cancel any time; it stays active until the end of the period you paid for.',
      ],
      [
        'Member rates',
        'Member rates apply at participating courses and cannot be combined with promo codes.',
      ],
    ],
  ),
  page(
    'sg-club',
    'The golf club',
    'A club for golfers who play often: member rates, perks and partner offers.',
    [
      ['Benefits', 'Member rates at participating courses, no booking fees and offers from golf brands.'],
      ['Joining', 'Choose a monthly or yearly plan. You can cancel at any time.'],
    ],
    [['Club terms', '/sg-club-terms-and-conditions']],
  ),
  page(
    'sg-club-terms-and-conditions',
    'Golf club terms and conditions',
    'The terms of the golf club membership.',
    [
      [
        'Membership',
        'The club membership is personal and cannot be shared. Member rates are for the member’s own tee time.',
      ],
      [
        'Cancellation',
        'Cancel at any time from your account; the membership ends at the end of the paid period.',
      ],
    ],
  ),
  page('web-view-done', 'All done', 'You can close this window and return to the app.', [
    ['What happens next', 'Your changes are saved. The app shows them the next time it refreshes.'],
  ]),
  page(
    'perform-app-action',
    'Open in the app',
    'This link is meant for the mobile app.',
    [
      [
        'No app?',
        'You can do the same on this website: search for a tee time, or sign in to see your bookings.',
      ],
    ],
    [['Find a tee time', '/']],
  ),
];
