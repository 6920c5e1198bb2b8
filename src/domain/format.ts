/**
 * Display formats for prices, dates and tee-off times. Dates (`YYYY-MM-DD`) and local
 * tee-off times (`YYYY-MM-DDTHH:mm:ss`, the course's own clock) are shown as written, never
 * shifted through the viewer's time zone.
 */
export function formatPrice(amount: number, locale = 'en-US', currency = 'USD'): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
  }).format(amount);
}

const asUtc = (date: string, time = '00:00:00') => new Date(`${date}T${time}Z`);

/** '2026-11-28' → 'Sat, Nov 28'; text that is not a YYYY-MM-DD date is returned as it is. */
export function formatDate(date: string, locale = 'en-US', options?: Intl.DateTimeFormatOptions): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(asUtc(date).getTime())) return date;
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    ...options,
    timeZone: 'UTC',
  }).format(asUtc(date));
}

/** '2026-11-28T07:30:00' → '7:30 AM'. */
export function formatTime(localDateTime: string, locale = 'en-US'): string {
  const [date = '', time = '00:00:00'] = localDateTime.split('T');
  return new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(
    asUtc(date, time.length === 5 ? `${time}:00` : time),
  );
}

/** Today in the viewer's calendar, `YYYY-MM-DD`. */
export function today(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
