import { useEffect } from 'react';
import { whenIdle } from '../core/whenIdle';
import { warmFormats } from '../domain/format';

/**
 * Makes the date, time and price formatters of `locale` in the first idle moment after the widget
 * mounts: while it waits for its answers, the browser's date data (tens of ms the first time on a
 * page) loads then rather than when those answers render. Idle only: the warm-up never holds up
 * an answer already in or a call that waits on one (a place's deals, a city's courses); when none
 * comes first, the first render that formats pays it, as without it. `calling` false (the widget
 * asks for nothing) leaves the formatters to be made when used.
 */
export function useWarmFormats(locale: string | undefined, calling = true): void {
  useEffect(() => {
    if (!calling) return;
    return whenIdle(() => {
      try {
        warmFormats(locale || undefined);
      } catch {
        // An unknown locale fails where it is used, with its own message.
      }
    });
  }, [locale, calling]);
}
