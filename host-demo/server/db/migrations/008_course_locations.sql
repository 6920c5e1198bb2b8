-- Courses near a point (GET courses/location_list, deals near, similar courses) are found in a
-- latitude/longitude box: an R*Tree of course points (built into SQLite) answers that box
-- without scanning a whole latitude band of the courses table. Each course is a point (min =
-- max); `course_id` is an auxiliary column joined to courses.id. The R*Tree keeps 32-bit floats
-- rounded outwards, so a box query may return a point a few metres outside: callers filter by
-- distance anyway. Triggers keep it in step with courses (the seed fills it through them);
-- services/courseLocations.ts refills it at start if it ever misses rows.
CREATE VIRTUAL TABLE course_locations USING rtree(id, min_lat, max_lat, min_lon, max_lon, +course_id TEXT);

CREATE TRIGGER course_locations_insert AFTER INSERT ON courses BEGIN
  INSERT INTO course_locations (min_lat, max_lat, min_lon, max_lon, course_id)
  VALUES (new.latitude, new.latitude, new.longitude, new.longitude, new.id);
END;

CREATE TRIGGER course_locations_update AFTER UPDATE OF id, latitude, longitude ON courses BEGIN
  DELETE FROM course_locations WHERE course_id = old.id;
  INSERT INTO course_locations (min_lat, max_lat, min_lon, max_lon, course_id)
  VALUES (new.latitude, new.latitude, new.longitude, new.longitude, new.id);
END;

CREATE TRIGGER course_locations_delete AFTER DELETE ON courses BEGIN
  DELETE FROM course_locations WHERE course_id = old.id;
END;

INSERT INTO course_locations (min_lat, max_lat, min_lon, max_lon, course_id)
  SELECT latitude, latitude, longitude, longitude, id FROM courses;

-- A course list counts each nearby course's matching tee times of a date and their lowest
-- price: with every filtered column in the index, that count reads index entries only
-- (no table row per tee time). It serves every query the old index did (same leading columns).
CREATE INDEX tee_times_course_date_cover ON tee_times(
  course_id, date, tee_off_at_local, players_available, price, rate_type, num_holes, is_riding, is_prepaid
);
DROP INDEX tee_times_course_date;
