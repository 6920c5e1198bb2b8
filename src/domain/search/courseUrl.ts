/** Values a `course-url` template may hold. */
export interface CourseUrlValues {
  courseId: string;
  date?: string | null;
  players?: number | null;
}

/**
 * Fills a partner's `course-url` template: `{courseId}`, `{date}` and `{players}` are replaced by
 * their URL-encoded values (an unknown value becomes empty text); any other text is left as is.
 * E.g. `/book?course={courseId}&date={date}&players={players}`.
 */
export function courseUrl(template: string, values: CourseUrlValues): string {
  const map: Record<string, string> = {
    courseId: values.courseId,
    date: values.date ?? '',
    players: values.players === null || values.players === undefined ? '' : String(values.players),
  };
  return template.replace(/\{(courseId|date|players)\}/g, (_m, key: string) =>
    encodeURIComponent(map[key] ?? ''),
  );
}
