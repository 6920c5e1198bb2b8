import type Database from 'better-sqlite3';
import { DEMO_USERS } from './accounts';
import type { SeedOptions } from './seedOptions';
import { refreshCourseRatings } from '../services/courseReviews';
import { createPrng, type Prng } from './prng';

type ReviewStatus = 'autopublished' | 'for_review' | 'approved' | 'rejected';

interface ReviewCounts {
  /** Public reviews (autopublished or approved). */
  public: number;
  forReview: number;
  rejected: number;
}

/**
 * Courses with a fixed, larger set of reviews, when the seed has them: 1001 is the
 * course the tests use (3 pages of 10), 1455 is Elk Falls Golf Resort of the partner
 * demo (full seed only). Each gets every star rating 1..5 at least once.
 */
export const REVIEWED_COURSES: Readonly<Record<string, ReviewCounts>> = {
  '1001': { public: 23, forReview: 3, rejected: 2 },
  '1455': { public: 18, forReview: 1, rejected: 1 },
};

/** A seeded course that never gets reviews (both seed sizes). */
export const COURSE_WITHOUT_REVIEWS = '1002';

/** Reviews on course 1001 written by demo accounts, by status. */
const DEMO_AUTHORS: Partial<Record<ReviewStatus, string>> = {
  approved: DEMO_USERS.golfer.id,
  for_review: DEMO_USERS.member.id,
  rejected: DEMO_USERS.banned.id,
};

/** Reviews are dated within this many days before the seed clock. */
const MAX_AGE_DAYS = 730;

const FIRST_NAMES = (
  'Dana Chris Alex Jordan Taylor Sam Pat Morgan Casey Jamie Robin Lee Terry Drew Jesse Kim Quinn Riley ' +
  'Avery Hank Maria Luis Priya Wei Olivia Marcus Grace Tom Nora Ben Carla Devin Elena Frank Hiro Irene'
).split(' ');
const INITIALS = [...'ABCDEFGHJKLMNOPRSTVWY'];

/** Titles by star rating (index 0 = 1 star). */
const TITLES: readonly (readonly string[])[] = [
  ['Disappointing', 'Would not return', 'Course in poor shape', 'Not worth the fee', 'Rough day all round'],
  [
    'Needs some work',
    'Greens were rough',
    'Slow and overpriced',
    'Expected more',
    'Below par (not the good kind)',
  ],
  [
    'Decent but pricey',
    'A mixed bag',
    'Fine for a quick round',
    'Nothing special',
    'Good layout, tired conditions',
  ],
  [
    'Solid track',
    'Great layout, slow pace',
    'Would play again',
    'Good value',
    'Fun, fair test',
    'Nice afternoon out',
  ],
  [
    'Best round of the summer',
    'A must-play',
    'Worth every penny',
    'Pure greens, great day',
    'Hidden gem',
    'Loved it',
  ],
];

const VISITS = [
  'Played a Saturday morning round with my regular foursome.',
  'Booked a twilight tee time after work.',
  'Walked eighteen on a breezy weekday.',
  'Took my dad out here for his birthday round.',
  'First time here; booked the online rate.',
  'Came down with a few friends for a golf weekend.',
  'Played as a single and got paired with two locals.',
  'Rode a cart on a hot afternoon.',
  'Early tee time, first group out.',
] as const;

const GOOD = [
  'The greens rolled fast and true.',
  'Fairways were lush and well kept.',
  'The pro shop staff were friendly and quick.',
  'Pace of play was steady, right around four hours.',
  'The back nine has some great elevation changes.',
  'Bunkers were freshly raked and very playable.',
  'Great value for the rate we paid.',
  'The clubhouse grill makes a great burger.',
  'Plenty of risk-and-reward holes to keep it interesting.',
  'The practice area was in great shape.',
] as const;

const MIXED = [
  'Greens were a bit slow after aeration.',
  'A couple of tee boxes were worn down.',
  'Pace dragged on the back nine.',
  'Carts were restricted to the paths, which slowed things down.',
  'Range balls cost extra.',
  'Some of the yardage markers were hard to find.',
  'The rough was long enough to lose a few balls.',
] as const;

const BAD = [
  'Greens were bumpy and full of ball marks.',
  'We waited on every shot; it took almost six hours.',
  'Bunkers had no sand and standing water.',
  'Nobody seemed to care when we checked in.',
  'Way overpriced for the condition of the course.',
  'Fairways were burnt out and hard as a road.',
  'Our tee time was pushed back forty minutes without notice.',
] as const;

const CLOSERS: readonly (readonly string[])[] = [
  ["Won't be returning.", 'Save your money.', 'Hope they turn it around.'],
  ['Maybe on a discount rate.', 'Hard to recommend at full price.', 'Might give it another try next year.'],
  ['Not bad, not great.', 'Worth it on a deal.', 'Fine if you live nearby.'],
  ["We'll be back.", 'Recommended.', 'Good course for the money.'],
  ['Will definitely be back.', 'Highly recommend.', 'One of my favourite courses in the area.'],
];

/** Distinct items picked at random. */
function pickSome<T>(rng: Prng, items: readonly T[], n: number): T[] {
  const pool = [...items];
  const out: T[] = [];
  while (out.length < n && pool.length) out.push(pool.splice(rng.int(0, pool.length - 1), 1)[0] as T);
  return out;
}

function reviewText(rng: Prng, rating: number): { title: string; comments: string } {
  const band = rating - 1;
  const details =
    rating >= 4
      ? [...pickSome(rng, GOOD, 2), ...(rating === 4 && rng.chance(0.5) ? pickSome(rng, MIXED, 1) : [])]
      : rating === 3
        ? [...pickSome(rng, GOOD, 1), ...pickSome(rng, MIXED, 1)]
        : [...pickSome(rng, BAD, rating === 1 ? 2 : 1), ...(rating === 2 ? pickSome(rng, MIXED, 1) : [])];
  const sentences = [
    ...(rng.chance(0.7) ? [rng.pick(VISITS)] : []),
    ...details,
    rng.pick(CLOSERS[band] ?? []),
  ];
  return { title: rng.pick(TITLES[band] ?? []), comments: sentences.join(' ') };
}

/** A star rating near the course's own rating, with the odd outlier. */
function ratingNear(rng: Prng, courseRating: number): number {
  const raw = rng.chance(0.1) ? rng.int(1, 5) : courseRating + (rng.next() + rng.next() - 1) * 1.6;
  return Math.min(5, Math.max(1, Math.round(raw)));
}

function statusesFor(rng: Prng, courseId: string): ReviewStatus[] {
  const fixed = REVIEWED_COURSES[courseId];
  const counts: ReviewCounts = fixed ?? {
    public: courseId === COURSE_WITHOUT_REVIEWS ? 0 : rng.int(0, 12),
    forReview: courseId !== COURSE_WITHOUT_REVIEWS && rng.chance(0.15) ? 1 : 0,
    rejected: courseId !== COURSE_WITHOUT_REVIEWS && rng.chance(0.08) ? 1 : 0,
  };
  const out: ReviewStatus[] = [];
  for (let i = 0; i < counts.public; i++) out.push(i === 0 || rng.chance(0.3) ? 'approved' : 'autopublished');
  for (let i = 0; i < counts.forReview; i++) out.push('for_review');
  for (let i = 0; i < counts.rejected; i++) out.push('rejected');
  return out;
}

/**
 * Seeds deterministic course reviews: 0–12 per course (a few held for review or
 * rejected), more on REVIEWED_COURSES, none on COURSE_WITHOUT_REVIEWS. Star ratings
 * follow each course's `rating_value`; dates fall in the two years before the seed clock.
 * Runs after the catalog and the accounts (some reviews belong to demo accounts). Each course's
 * rating then becomes its public reviews' mean (refreshCourseRatings).
 */
export function seedCourseReviews(db: Database.Database, options: SeedOptions): void {
  const nowMinute = Math.floor(options.clock().getTime() / 60_000) * 60_000;
  const courses = db.prepare('SELECT id, rating_value FROM courses ORDER BY id').all() as {
    id: string;
    rating_value: number;
  }[];
  const users = new Map(
    (
      db
        .prepare('SELECT id, first_name, last_name FROM users WHERE id IN (SELECT value FROM json_each(?))')
        .all(JSON.stringify(Object.values(DEMO_AUTHORS))) as {
        id: string;
        first_name: string | null;
        last_name: string | null;
      }[]
    ).map((u) => [u.id, u]),
  );
  const insert = db.prepare(
    `INSERT INTO course_reviews (id, course_id, user_id, reviewer_name, rating, title, comments, status, created_at, helpful_count)
     VALUES (@id, @course_id, @user_id, @reviewer_name, @rating, @title, @comments, @status, @created_at, @helpful_count)`,
  );
  db.transaction(() => {
    for (const course of courses) {
      const rng = createPrng(`teetime-reviews-${options.size}-${course.id}`);
      const statuses = statusesFor(rng, course.id);
      const authors = new Map(course.id === '1001' ? Object.entries(DEMO_AUTHORS) : []);
      let stars = REVIEWED_COURSES[course.id] ? 5 : 0; // featured courses: 5..1 stars first
      statuses.forEach((status, index) => {
        const isPublic = status === 'approved' || status === 'autopublished';
        const rating = isPublic && stars > 0 ? stars-- : ratingNear(rng, course.rating_value);
        const user = users.get(authors.get(status) ?? '');
        authors.delete(status);
        const name = user?.first_name
          ? `${user.first_name}${user.last_name ? ` ${user.last_name.slice(0, 1)}.` : ''}`
          : `${rng.pick(FIRST_NAMES)} ${rng.pick(INITIALS)}.`;
        const ageMinutes = rng.int(60, MAX_AGE_DAYS * 24 * 60);
        insert.run({
          id: `rev_${course.id}_${String(index + 1).padStart(2, '0')}`,
          course_id: course.id,
          user_id: user?.id ?? null,
          reviewer_name: name,
          rating,
          ...reviewText(rng, rating),
          status,
          created_at: new Date(nowMinute - ageMinutes * 60_000).toISOString().replace('.000Z', 'Z'),
          helpful_count: Math.floor(rng.next() ** 3 * 40),
        });
      });
    }
    // The courses' ratings are their public reviews' from now on (one rating per course).
    refreshCourseRatings(db);
  })();
}
