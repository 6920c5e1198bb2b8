-- Every course keeps tee times on its own wall clock: its IANA time zone, derived from its
-- coordinates when the catalog is seeded (services/courseTimeZones.ts fills rows left NULL,
-- so a database seeded before this migration gets its zones at the next start).
ALTER TABLE courses ADD COLUMN time_zone TEXT;
