import type Database from 'better-sqlite3';

const FAQS = [
  [
    'booking',
    'how-to-book',
    'How do I book a tee time?',
    'Search a location and date, pick a tee time, choose a rate and a provider, then pay at checkout. You get a confirmation e-mail right away.',
  ],
  [
    'booking',
    'guest-checkout',
    'Can I book without an account?',
    'Yes. Choose guest checkout and enter your e-mail; you can view the booking later through the link we send.',
  ],
  [
    'booking',
    'players',
    'How many players can I book for?',
    'From 1 to 6 players depending on the tee time; the tee time shows how many spots are left.',
  ],
  [
    'booking',
    'hot-deals',
    'What are Specials (hot deals)?',
    'Specials are discounted tee times marked with a lightning bolt. They are prepaid and usually non-refundable.',
  ],
  [
    'refund-cancellations',
    'cancel',
    'How do I cancel a reservation?',
    'Open My bookings, choose the reservation and press Cancel. Cancellations up to 24 hours before the tee time are free unless the rate is non-refundable.',
  ],
  [
    'refund-cancellations',
    'refund',
    'When will I get my refund?',
    'Refunds go back to the original card within 5 to 10 business days.',
  ],
  [
    'refund-cancellations',
    'weather',
    'What if it rains?',
    'Courses decide on rain checks. Add weather insurance at checkout to be refunded automatically.',
  ],
  [
    'payments',
    'cards',
    'Which cards do you accept?',
    'Visa, Mastercard, American Express and Discover, plus Apple Pay and Google Pay.',
  ],
  [
    'payments',
    'prepaid',
    'Why is some tee time prepaid?',
    'Some courses ask for payment when booking. Pay-at-course tee times only need a card to hold the reservation.',
  ],
  [
    'payments',
    'gift-cards',
    'How do I use a gift card?',
    'Enter the gift card code at checkout. Some cards also need the CVV printed on the back.',
  ],
  [
    'payments',
    'promo-codes',
    'Can I combine promo codes?',
    'One promo code per booking; rewards points and a gift card can be added on top.',
  ],
  [
    'account',
    'password',
    'I forgot my password.',
    'Use Forgot password on the sign-in page and follow the link we e-mail you.',
  ],
  [
    'account',
    'delete',
    'How do I delete my account?',
    'Go to Account settings, Delete account, and confirm with the link we e-mail you.',
  ],
  [
    'membership',
    'network',
    'What is the network membership?',
    'A yearly or monthly plan with member rates at participating courses and no booking fees.',
  ],
  [
    'invitations',
    'invite',
    'How do I invite my co-players?',
    'From the booking confirmation, add their e-mails; they get the tee time details and can add it to their calendar.',
  ],
] as const;

export function insertFaqs(db: Database.Database): void {
  const stmt = db.prepare(
    'INSERT INTO faqs (id, category, anchor, question, answer, position) VALUES (?, ?, ?, ?, ?, ?)',
  );
  FAQS.forEach(([category, anchor, question, answer], i) =>
    stmt.run(`f${i + 1}`, category, anchor, question, answer, i + 1),
  );
}
