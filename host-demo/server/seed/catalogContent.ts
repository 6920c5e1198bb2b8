import type Database from 'better-sqlite3';
import type { SeedCourse } from './catalogCourses';
import type { Prng } from './prng';

interface SectionRule {
  slug: string;
  title: string;
  description: string;
  pick: (c: SeedCourse) => boolean;
}

export const SECTION_RULES: readonly SectionRule[] = [
  {
    slug: 'bucket-list-courses',
    title: 'Bucket-list courses',
    description: 'The highest-rated tracks in North America, worth the trip.',
    pick: (c) => c.rating >= 4.5,
  },
  {
    slug: 'best-golf-in-florida',
    title: 'Best golf in Florida',
    description: 'Year-round sunshine and water on every other hole.',
    pick: (c) => c.stateId === 'us-fl',
  },
  {
    slug: 'canadian-gems',
    title: 'Canadian gems',
    description: 'Short seasons, stunning courses: the best of Canada.',
    pick: (c) => c.stateId.startsWith('ca-'),
  },
  {
    slug: 'desert-golf',
    title: 'Desert golf',
    description: 'Emerald fairways framed by cactus and canyon.',
    pick: (c) => ['us-az', 'us-nv', 'us-nm', 'us-ut'].includes(c.stateId),
  },
  {
    slug: 'nine-hole-escapes',
    title: 'Nine-hole escapes',
    description: 'A full round in under two hours.',
    pick: (c) => c.numHoles === 9,
  },
  {
    slug: 'beginner-friendly',
    title: 'Beginner friendly',
    description: 'Forgiving layouts for new golfers and families.',
    pick: (c) => c.slope <= 115,
  },
];

export function insertSections(db: Database.Database, courses: SeedCourse[]): void {
  const section = db.prepare(
    'INSERT INTO course_sections (id, slug, title, description, image_url) VALUES (?, ?, ?, ?, ?)',
  );
  const member = db.prepare(
    'INSERT INTO course_section_courses (section_id, course_id, position) VALUES (?, ?, ?)',
  );
  SECTION_RULES.forEach((rule, i) => {
    const id = `s${i + 1}`;
    section.run(id, rule.slug, rule.title, rule.description, `/media/sections/${rule.slug}.svg`);
    courses
      .filter(rule.pick)
      .sort((a, b) => b.rating - a.rating || a.id.localeCompare(b.id))
      .slice(0, 60)
      .forEach((c, position) => member.run(id, c.id, position + 1));
  });
}

function addDays(today: string, days: number): string {
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Deals on some courses that sell tee times; returns their course ids. */
export function insertDeals(
  db: Database.Database,
  rng: Prng,
  courses: SeedCourse[],
  today: string,
): Set<string> {
  const stmt = db.prepare(
    'INSERT INTO deals (id, slug, title, description, course_id, discount_percent, price, regular_price, starts_on, ends_on, image_url) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  const nameOf = db.prepare('SELECT name, slug FROM courses WHERE id = ?');
  const ids = new Set<string>();
  let n = 1;
  for (const c of courses) {
    if (!c.sellsTeeTimes || !(n <= 3 || rng.chance(0.07))) continue;
    const course = nameOf.get(c.id) as { name: string; slug: string };
    const discount = rng.pick([15, 20, 25, 30, 40, 50]);
    const kind = rng.pick([
      'Twilight special',
      'Weekday foursome',
      'Early bird',
      'Replay rate',
      'Cart included',
    ]);
    const price = Math.round(c.minRate * (1 - discount / 100) * 100) / 100;
    const id = `d${n}`;
    stmt.run(
      id,
      `${course.slug}-${n}`,
      `${kind}: ${discount}% off at ${course.name}`,
      `${kind} at ${course.name}. Save ${discount}% on green fees; book online, limited tee times.`,
      c.id,
      discount,
      price,
      c.minRate,
      addDays(today, -rng.int(0, 5)),
      addDays(today, rng.int(7, 45)),
      `/media/deals/${id}.svg`,
    );
    ids.add(c.id);
    n++;
  }
  return ids;
}

const BANNERS = [
  [
    'home',
    'Play more, pay less',
    'Members save up to 20% on every round at network courses.',
    '/membership',
    'Join the network',
  ],
  ['home', 'Gift the game', 'Gift cards for any course, any tee time.', '/gift-cards', 'Buy a gift card'],
  [
    'course_list',
    'Network membership',
    'Member rates at thousands of courses, no booking fees.',
    '/membership',
    'See member rates',
  ],
  [
    'course_list',
    'Rain check guarantee',
    'Add weather protection to any booking at checkout.',
    '/eventual-weather',
    'Learn more',
  ],
  [
    'tee_times',
    'Hot deals today',
    'Hot deals are up to 50% off: look for the lightning bolt on a tee time.',
    '/deals',
    'See deals',
  ],
  [
    'tee_times',
    'Bring your foursome',
    'Invite co-players after booking and split the fun.',
    '/faqs#invitations',
    'How it works',
  ],
  [
    'booking_confirmation',
    'Protect your round',
    'Weather insurance refunds you when rain ruins the day.',
    '/eventual-weather',
    'Add protection',
  ],
  [
    'section',
    'Plan a golf trip',
    'Bucket-list courses with tee times you can book today.',
    '/sections/bucket-list-courses',
    'Explore',
  ],
] as const;

export function insertBanners(db: Database.Database, courses: SeedCourse[]): void {
  const stmt = db.prepare(
    'INSERT INTO banners (id, context, course_id, section_id, title, body, image_url, link_url, cta, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  );
  BANNERS.forEach(([context, title, body, link, cta], i) => {
    stmt.run(`b${i + 1}`, context, null, null, title, body, `/media/banners/b${i + 1}.svg`, link, cta, i + 1);
  });
  const first = courses.find((c) => c.sellsTeeTimes);
  if (first) {
    stmt.run(
      'b100',
      'course',
      first.id,
      null,
      'Member day every Tuesday',
      'Members play for half price on Tuesdays.',
      '/media/banners/b100.svg',
      '/membership',
      'Become a member',
      1,
    );
  }
}
