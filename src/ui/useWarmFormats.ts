import { useLayoutEffect } from 'react';
import { warmFormats } from '../domain/format';

/**
 * Makes the date, time and price formatters of `locale` right after the hooks above it sent the
 * first calls, so the browser's date data (tens of ms the first time on a page) loads while they
 * are out rather than when their answers render. Call it after those hooks; `calling` false (no
 * first call) leaves the formatters to be made when used, so nothing delays the first paint.
 */
export function useWarmFormats(locale: string | undefined, calling = true): void {
  useLayoutEffect(() => {
    if (!calling) return;
    try {
      warmFormats(locale || undefined);
    } catch {
      // An unknown locale fails where it is used, with its own message.
    }
  }, [locale, calling]);
}
