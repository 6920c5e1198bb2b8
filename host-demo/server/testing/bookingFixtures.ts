import type Database from 'better-sqlite3';

/** Tee-time ids the booking tests use (all on FIXTURE_DATE unless noted). */
export const FX = {
  course: 'fx-course',
  courseNoInsurance: 'fx-course-2',
  open: 'fx-tt-open', // 4 seats, $40, online rate, refundable
  lastTwo: 'fx-tt-last2', // 2 seats left
  member: 'fx-tt-member', // member rate (11002 for non-members)
  past: 'fx-tt-past', // tee-off before TEST_NOW (11001)
  glitch: 'fx-tt-glitch', // provider sandbox-glitch (failure_steps.retry_tee_time)
  soldOut: 'fx-tt-soldout', // 0 seats
  nonRefundable: 'fx-tt-nonref',
  noInsurance: 'fx-tt-noins', // on a course without eventual insurance
} as const;

/** The day after TEST_NOW. */
export const FIXTURE_DATE = '2026-06-16';

/** Adds a small, fixed course and tee times independent of the catalog seed. */
export function addBookingFixtures(db: Database.Database): void {
  db.transaction(() => {
    db.prepare(
      "INSERT OR IGNORE INTO countries (id, iso2, name, explore_enabled) VALUES ('us', 'US', 'United States', 1)",
    ).run();
    db.prepare(
      `INSERT INTO states (id, country_id, code, slug, name, latitude, longitude, hierarchized_url)
       VALUES ('fx-state', 'us', 'FX', 'fx', 'Fixture State', 30, -97, '/explore/us/fx')`,
    ).run();
    db.prepare(
      `INSERT INTO cities (id, name, slug, state_id, country_id, latitude, longitude, zip_count, hierarchized_url)
       VALUES ('fx-city', 'Fixture City', 'fixture-city', 'fx-state', 'us', 30, -97, 1, '/explore/us/fx/fixture-city')`,
    ).run();
    const course = db.prepare(
      `INSERT INTO courses (id, slug, name, full_name, description, phone, address_street, address_zipcode, city_id, state_id, country_id,
         latitude, longitude, num_holes, par_score, slope, rating_value, score, booking_count, min_regular_rate, has_eventual_insurance,
         hierarchized_url) VALUES (?, ?, ?, ?, 'A fixture course', '555-0100', '1 Fairway Rd', '78701', 'fx-city', 'fx-state', 'us',
         30, -97, 18, 72, 113, 4.2, 71.1, 10, 40, ?, ?)`,
    );
    course.run(
      FX.course,
      'fx-course',
      'Fixture Links',
      'Fixture Links Golf Club',
      1,
      '/explore/us/fx/fixture-city/fx-course',
    );
    course.run(
      FX.courseNoInsurance,
      'fx-course-2',
      'Fixture Pines',
      'Fixture Pines Golf Club',
      0,
      '/explore/us/fx/fixture-city/fx-course-2',
    );
    const provider = db.prepare(
      'INSERT OR IGNORE INTO providers (id, code, name, logo_svg, instant_booking, allow_booking_redirect) VALUES (?, ?, ?, ?, 1, 0)',
    );
    provider.run('fx-prov', 'fx-provider', 'Fixture Provider', '<svg/>');
    provider.run('fx-glitch', 'sandbox-glitch', 'Sandbox Glitch', '<svg/>');
    const tt = db.prepare(
      `INSERT INTO tee_times (id, course_id, date, tee_off_at_local, rate_type, provider_id, source_provider_id, price, max_players,
         players_available, num_holes, is_riding, is_prepaid, is_refundable, prepayment_rule_id, is_hot_deal, allow_booking_redirect, reservation_url)
       VALUES (@id, @course, @date, @at, @rate, @prov, @prov, 40, 4, @seats, 18, 1, 1, @refundable, 'rule-1', 0, 0, NULL)`,
    );
    const base = {
      course: FX.course,
      date: FIXTURE_DATE,
      at: `${FIXTURE_DATE}T09:00:00`,
      rate: 'online',
      prov: 'fx-prov',
      seats: 4,
      refundable: 1,
    };
    tt.run({ ...base, id: FX.open });
    tt.run({ ...base, id: FX.lastTwo, at: `${FIXTURE_DATE}T09:10:00`, seats: 2 });
    tt.run({ ...base, id: FX.member, at: `${FIXTURE_DATE}T09:20:00`, rate: 'member' });
    tt.run({ ...base, id: FX.past, date: '2026-06-15', at: '2026-06-15T06:00:00' });
    tt.run({ ...base, id: FX.glitch, at: `${FIXTURE_DATE}T09:30:00`, prov: 'fx-glitch' });
    tt.run({ ...base, id: FX.soldOut, at: `${FIXTURE_DATE}T09:40:00`, seats: 0 });
    tt.run({ ...base, id: FX.nonRefundable, at: `${FIXTURE_DATE}T09:50:00`, refundable: 0 });
    tt.run({ ...base, id: FX.noInsurance, course: FX.courseNoInsurance, at: `${FIXTURE_DATE}T10:00:00` });
  })();
}
