-- The R*Tree of course points (migration 008) keyed by the course's rowid: a list near a point
-- reads the box's entries and joins each to its course by rowid (one B-tree step) instead of by
-- the text id through its unique index (two), and a trigger finds a course's entry by its key
-- instead of scanning the tree's auxiliary column. `course_id` stays for readers that want the
-- text id (deals near a point). Triggers keep it in step with courses (the seed fills it through
-- them); services/courseLocations.ts refills it at start if an entry misses or points at another
-- row (a VACUUM may renumber the rowids of a table without an INTEGER PRIMARY KEY).
DROP TRIGGER course_locations_insert;
DROP TRIGGER course_locations_update;
DROP TRIGGER course_locations_delete;
DROP TABLE course_locations;

CREATE VIRTUAL TABLE course_locations USING rtree(id, min_lat, max_lat, min_lon, max_lon, +course_id TEXT);

CREATE TRIGGER course_locations_insert AFTER INSERT ON courses BEGIN
  INSERT INTO course_locations (id, min_lat, max_lat, min_lon, max_lon, course_id)
  VALUES (new.rowid, new.latitude, new.latitude, new.longitude, new.longitude, new.id);
END;

CREATE TRIGGER course_locations_update AFTER UPDATE OF id, latitude, longitude ON courses BEGIN
  DELETE FROM course_locations WHERE id = old.rowid;
  INSERT INTO course_locations (id, min_lat, max_lat, min_lon, max_lon, course_id)
  VALUES (new.rowid, new.latitude, new.latitude, new.longitude, new.longitude, new.id);
END;

CREATE TRIGGER course_locations_delete AFTER DELETE ON courses BEGIN
  DELETE FROM course_locations WHERE id = old.rowid;
END;

INSERT INTO course_locations (id, min_lat, max_lat, min_lon, max_lon, course_id)
  SELECT rowid, latitude, latitude, longitude, longitude, id FROM courses;
