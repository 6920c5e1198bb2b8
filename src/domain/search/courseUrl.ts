/** Values a `course-url` template may hold. */
export interface CourseUrlValues {
  courseId: string;
  date?: string | null;
  players?: number | null;
  /** HH:mm of a chosen tee time (a next-time chip). */
  time?: string | null;
  /** A rate type to open (a deal: `lightning`). */
  rateType?: string | null;
  /** The deal the link books (`<teetime-deals>`), so the page it opens can show the deal's price. */
  dealId?: string | null;
}

/**
 * Fills a partner's `course-url` template: `{courseId}`, `{date}`, `{players}`, `{time}` and
 * `{rateType}` and `{dealId}` are replaced by their URL-encoded values (an unknown value becomes
 * empty text); any other text is left as is. E.g. `/book?course={courseId}&date={date}&players={players}`.
 * A time, rate type or deal the template has no place for is added to its query (`time=07:30`,
 * `rateType=lightning`, `dealId=d194`), so the page it opens can hand them to its picker and show
 * the deal.
 */
export function courseUrl(template: string, values: CourseUrlValues): string {
  const map: Record<string, string> = {
    courseId: values.courseId,
    date: values.date ?? '',
    players: values.players === null || values.players === undefined ? '' : String(values.players),
    time: values.time ?? '',
    rateType: values.rateType ?? '',
    dealId: values.dealId ?? '',
  };
  let url = template.replace(/\{(courseId|date|players|time|rateType|dealId)\}/g, (_m, key: string) =>
    encodeURIComponent(map[key] ?? ''),
  );
  for (const key of ['time', 'rateType', 'dealId'] as const)
    if (values[key] && !template.includes(`{${key}}`))
      url += `${url.includes('?') ? '&' : '?'}${key}=${encodeURIComponent(values[key])}`;
  return url;
}
