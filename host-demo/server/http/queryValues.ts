import * as v from 'valibot';

/**
 * Query-string value schemas: query values arrive as text; these check the text
 * and convert it (numbers, `true`/`false` flags, dates, comma-separated lists).
 */

const text = v.string('Must be a single value');

/** A whole number within bounds. */
export function qInt(min: number, max: number) {
  return v.pipe(
    text,
    v.trim(),
    v.regex(/^-?\d{1,9}$/, 'Must be a whole number'),
    v.description(`Whole number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `Must be at least ${min}`),
    v.maxValue(max, `Must be at most ${max}`),
  );
}

/** A decimal number within bounds. */
export function qNumber(min: number, max: number) {
  return v.pipe(
    text,
    v.trim(),
    v.regex(/^-?\d{1,9}(\.\d{1,12})?$/, 'Must be a number'),
    v.description(`Number from ${min} to ${max}`),
    v.transform(Number),
    v.minValue(min, `Must be at least ${min}`),
    v.maxValue(max, `Must be at most ${max}`),
  );
}

/** A flag given as the text `true` or `false`. */
export const qBool = v.pipe(
  text,
  v.picklist(['true', 'false'], 'Must be true or false'),
  v.description('The text true or false'),
  v.transform((s) => s === 'true'),
);

function isCalendarDate(s: string): boolean {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/** A calendar date `YYYY-MM-DD` between 2000 and 2100. */
export const qDate = v.pipe(
  text,
  v.trim(),
  v.regex(/^\d{4}-\d\d-\d\d$/, 'Must be a date YYYY-MM-DD'),
  v.check(isCalendarDate, 'Must be a real calendar date'),
  v.check((d) => d >= '2000-01-01' && d <= '2100-12-31', 'Must be a date from 2000 to 2100'),
  v.description('Date YYYY-MM-DD'),
);

/** Bounded free text. */
export function qText(maxLength: number) {
  return v.pipe(text, v.trim(), v.maxLength(maxLength, `Must be at most ${maxLength} characters`));
}

/** An id: letters, digits, dashes, underscores and dots. */
export const qId = v.pipe(text, v.trim(), v.regex(/^[A-Za-z0-9._-]{1,64}$/, 'Must be a valid id'));

/** A list of allowed values, comma-separated (`a,b`) or repeated (`x=a&x=b`, `x[]=a`). */
export function qList<const T extends readonly string[]>(allowed: T) {
  return v.pipe(
    v.union([text, v.pipe(v.array(text), v.maxLength(20, 'Too many values'))], 'Must be a list of values'),
    v.description(`Comma-separated or repeated; each one of: ${allowed.join(', ')}`),
    v.transform((value) =>
      (Array.isArray(value) ? value : [value])
        .flatMap((s) => s.split(','))
        .map((s) => s.trim())
        .filter(Boolean),
    ),
    v.array(v.picklist(allowed, `Must be one of ${allowed.join(', ')}`)),
  );
}
