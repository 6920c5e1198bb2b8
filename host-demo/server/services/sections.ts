import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';

interface SectionRow {
  id: string;
  slug: string;
  title: string;
  description: string;
  image_url: string;
  course_count: number;
}

const SECTION_SELECT = `SELECT s.*, (SELECT COUNT(*) FROM course_section_courses m WHERE m.section_id = s.id) AS course_count FROM course_sections s`;

function sectionView(r: SectionRow, origin: string) {
  return {
    id: r.id,
    type: 'Section' as const,
    slug: r.slug,
    title: r.title,
    name: r.title,
    description: r.description,
    image_url: `${origin}${r.image_url}`,
    course_count: r.course_count,
    hierarchized_url: `/sections/${r.slug}`,
  };
}

export function listSections(db: Database.Database, origin: string) {
  return (prepared(db, `${SECTION_SELECT} ORDER BY s.title`).all() as SectionRow[]).map((r) =>
    sectionView(r, origin),
  );
}

export function findSection(db: Database.Database, slug: string, origin: string) {
  const row = prepared(db, `${SECTION_SELECT} WHERE s.slug = ?`).get(slug) as SectionRow | undefined;
  return row ? sectionView(row, origin) : null;
}

export function sectionCourseIds(db: Database.Database, sectionId: string): string[] {
  return (
    prepared(db, 'SELECT course_id FROM course_section_courses WHERE section_id = ? ORDER BY position').all(
      sectionId,
    ) as { course_id: string }[]
  ).map((r) => r.course_id);
}
