import type Database from 'better-sqlite3';
import { prepared } from '../db/prepared';

interface BannerRow {
  id: string;
  context: string;
  course_id: string | null;
  title: string;
  body: string;
  image_url: string;
  link_url: string;
  cta: string;
  position: number;
}

export const BANNER_CONTEXTS = [
  'home',
  'course_list',
  'tee_times',
  'booking_confirmation',
  'section',
  'course',
] as const;
export type BannerContext = (typeof BANNER_CONTEXTS)[number];

/** Banners of a context; with a course id, that course's own banners come first. */
export function listBanners(
  db: Database.Database,
  origin: string,
  requested?: BannerContext,
  courseId?: string,
) {
  const context = requested ?? (courseId !== undefined ? 'course' : undefined);
  const rows = prepared(
    db,
    `SELECT * FROM banners WHERE (? IS NULL OR context = ?) AND (course_id IS NULL OR course_id = ?)
       ORDER BY (course_id IS NULL), position`,
  ).all(context ?? null, context ?? null, courseId ?? null) as BannerRow[];
  return rows.map((r) => ({
    id: r.id,
    type: 'Banner' as const,
    context: r.context,
    course_id: r.course_id,
    title: r.title,
    body: r.body,
    image_url: `${origin}${r.image_url}`,
    link_url: r.link_url,
    cta: r.cta,
    position: r.position,
  }));
}
