/**
 * Display formats for prices, dates and tee-off times. Dates (`YYYY-MM-DD`) and local
 * tee-off times (`YYYY-MM-DDTHH:mm:ss`, the course's own clock) are shown as written, never
 * shifted through the viewer's time zone.
 *
 * Intl formatters are made once per locale and options (making one costs far more than using
 * it; the first date formatter of a page also loads the browser's date data, tens of ms):
 * `warmFormats` makes the common ones ahead, e.g. while a widget waits for its first answers.
 *
 * In en-US (every widget's default locale) prices, dates and times are written here, exactly as
 * Intl writes them (format.test.ts compares both), without Intl: a widget's first content then
 * does not wait for the browser's date data, ~20 ms of the page's main thread. So are the clocks
 * and en-US names of the United States' and Canada's zones (northAmericanZones): a course's today
 * and its zone's name need no Intl either.
 */
import { northAmericanClock } from './northAmericanZones';

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `d${locale}${JSON.stringify(options)}`;
  let f = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!f) formatters.set(key, (f = new Intl.DateTimeFormat(locale, options)));
  return f;
}

const EN = 'en-US';
const DAYS = 'SunMonTueWedThuFriSat';
const MONTHS = 'JanFebMarAprMayJunJulAugSepOctNovDec';

/** en-US dollars as Intl writes them ('$1,234', '-$5.50'), or null for what only Intl writes. */
function dollars(amount: number, digits: number): string | null {
  const abs = String(Math.abs(amount));
  if (!/^[\d.]+$/.test(abs)) return null; // NaN, Infinity, exponents
  // Rounded half away from zero on the number's decimal text (1.005 → 1.01), as Intl rounds.
  const [whole = '', part = ''] = abs.split('.');
  const cents = +whole * 100 + +`${part}00`.slice(0, 2) + (part[2]! >= '5' ? 1 : 0);
  const fraction = digits ? `.${String(cents % 100).padStart(2, '0')}` : '';
  const grouped = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, ',');
  return `${amount < 0 || Object.is(amount, -0) ? '-' : ''}$${grouped}${fraction}`;
}

export function formatPrice(amount: number, locale = 'en-US', currency = 'USD'): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const written = locale === EN && currency === 'USD' ? dollars(amount, digits) : null;
  if (written !== null) return written;
  const key = `n${locale}${currency}${digits}`;
  let f = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!f) {
    f = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: digits });
    formatters.set(key, f);
  }
  return f.format(amount);
}

/** Makes the date, time and price formatters of `locale` now, so the first render does not pay for them. */
export function warmFormats(locale = 'en-US'): void {
  formatDate('2026-01-01', locale);
  formatTime('2026-01-01T07:30:00', locale);
  formatPrice(1, locale);
  formatPrice(1.5, locale);
}

const asUtc = (date: string, time = '00:00:00') => new Date(`${date}T${time}Z`);

/** '2026-11-28' → 'Sat, Nov 28'; text that is not a YYYY-MM-DD date is returned as it is. */
export function formatDate(date: string, locale = 'en-US', options?: Intl.DateTimeFormatOptions): string {
  const at = asUtc(date);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(at.getTime())) return date;
  const day = at.getUTCDay() * 3;
  const month = at.getUTCMonth() * 3;
  if (locale === EN && !options)
    return `${DAYS.slice(day, day + 3)}, ${MONTHS.slice(month, month + 3)} ${at.getUTCDate()}`;
  return dateFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...options,
    timeZone: 'UTC',
  }).format(at);
}

/**
 * A date of a course's detail or reviews: '2026-11-28' (or an ISO time '2026-11-28T14:03:00Z',
 * whose date part is taken as written) → '2026/11/28' (spec 01 §5: course dates are YYYY/MM/DD,
 * in every locale). Text that is not such a date is returned as it is.
 */
export function formatCourseDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T|$)/.exec(date);
  return m ? `${m[1]}/${m[2]}/${m[3]}` : date;
}

/** '2026-11-28T07:30:00' → '7:30 AM'. */
export function formatTime(localDateTime: string, locale = 'en-US'): string {
  const [date = '', time = '00:00:00'] = localDateTime.split('T');
  const [, hour, minute] = /^(\d\d):(\d\d)/.exec(time) ?? [];
  if (locale === EN && hour && minute && +hour < 24 && +minute < 60 && !Number.isNaN(asUtc(date).getTime()))
    return `${+hour % 12 || 12}:${minute} ${+hour < 12 ? 'AM' : 'PM'}`;
  return dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    asUtc(date, time.length === 5 ? `${time}:00` : time),
  );
}

/**
 * The wall clock `YYYY-MM-DDTHH:mm` at `now` in an IANA zone (a course's), or in the viewer's
 * own zone without one. A zone the browser does not know reads as the viewer's.
 */
export function wallClock(now = new Date(), timeZone?: string): string {
  const known = timeZone ? northAmericanClock(timeZone, now) : undefined;
  if (known) return new Date(now.getTime() + known.offset * 60_000).toISOString().slice(0, 16);
  if (timeZone) {
    try {
      const parts: Record<string, string> = {};
      const f = dateFormat('en-US', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      });
      for (const p of f.formatToParts(now)) parts[p.type] = p.value;
      return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
    } catch {
      // Unknown zone: fall through to the viewer's clock.
    }
  }
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}T${pad(now.getHours())}:${pad(now.getMinutes())}`;
}

/** Today, `YYYY-MM-DD`: at a course when given its time zone (its date strip starts there), else the viewer's. */
export function today(now = new Date(), timeZone?: string): string {
  return wallClock(now, timeZone).slice(0, 10);
}

/**
 * The name of a course's zone when the viewer's clock reads differently ("Mountain Standard
 * Time"), so times can be said to be local to the course; null when both clocks agree.
 */
export function otherZoneName(
  timeZone: string | undefined,
  locale = 'en-US',
  now = new Date(),
): string | null {
  if (!timeZone || wallClock(now, timeZone) === wallClock(now)) return null;
  const known = locale === EN ? northAmericanClock(timeZone, now) : undefined;
  if (known) return known.name;
  try {
    const name = dateFormat(locale, { timeZone, timeZoneName: 'long' })
      .formatToParts(now)
      .find((p) => p.type === 'timeZoneName')?.value;
    return name ?? timeZone;
  } catch {
    return null;
  }
}
