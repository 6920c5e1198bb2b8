-- Location search (services/placeSearch.ts, services/autocomplete.ts): one row per city, state,
-- course, section and deal with what a suggestion shows, and its words normalised as a golfer's
-- typing is (lower case, no accents, punctuation as spaces); an FTS5 trigram index over those
-- words finds any part of any word ("scotts", "fox rid", "ridge"). Rows are written by
-- services/placeSearch.ts (the words are normalised there, as the typed text is): the triggers
-- below only mark the index stale when the places it copies change, and the next search (or the
-- server's start) rebuilds it. Zip codes are searched in their own table by prefix.
CREATE TABLE place_index (
  rowid INTEGER PRIMARY KEY,
  type TEXT NOT NULL,              -- City, State, Course, Section, Deal
  type_rank INTEGER NOT NULL,      -- City 0, State 1, Course 2, Section 4, Deal 5 (Zipcode 3)
  id TEXT NOT NULL,
  name TEXT NOT NULL,
  label TEXT NOT NULL,             -- 'Austin, TX', 'Fox Ridge Golf Course - Scottsdale, AZ'
  slug TEXT NOT NULL,
  url TEXT NOT NULL,
  latitude REAL NOT NULL,
  longitude REAL NOT NULL,
  popularity INTEGER NOT NULL,     -- a city's zip codes, a course's bookings
  sells_tee_times INTEGER NOT NULL,
  name_words TEXT NOT NULL,        -- 'fox ridge golf course'
  place_words TEXT NOT NULL,       -- where it is: 'scottsdale az arizona'
  exact TEXT NOT NULL              -- '|austin|austin tx|austin texas|': the texts that name it exactly
);

CREATE VIRTUAL TABLE place_search USING fts5(
  name_words, place_words,
  content = 'place_index', content_rowid = 'rowid',
  tokenize = 'trigram remove_diacritics 1'
);

CREATE TABLE place_search_state (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  stale INTEGER NOT NULL
);
INSERT INTO place_search_state (id, stale) VALUES (1, 1);

CREATE TRIGGER place_search_courses_insert AFTER INSERT ON courses BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_courses_update
  AFTER UPDATE OF id, name, slug, city_id, state_id, latitude, longitude, booking_count, sells_tee_times, hierarchized_url ON courses BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_courses_delete AFTER DELETE ON courses BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_cities_insert AFTER INSERT ON cities BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_cities_update AFTER UPDATE ON cities BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_cities_delete AFTER DELETE ON cities BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_states_insert AFTER INSERT ON states BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_states_update AFTER UPDATE ON states BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_states_delete AFTER DELETE ON states BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_sections_insert AFTER INSERT ON course_sections BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_sections_update AFTER UPDATE ON course_sections BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_sections_delete AFTER DELETE ON course_sections BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_deals_insert AFTER INSERT ON deals BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_deals_update AFTER UPDATE ON deals BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
CREATE TRIGGER place_search_deals_delete AFTER DELETE ON deals BEGIN
  UPDATE place_search_state SET stale = 1 WHERE stale = 0;
END;
