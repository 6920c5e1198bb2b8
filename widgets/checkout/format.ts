import { useAtomValue } from 'jotai';
import { formatDate as date, formatPrice as price, formatTime as time } from '../../src/domain/format';
import { localeAtom } from './store';

/** The shared display formats, in the element's `locale`. */
export function useFormat() {
  const locale = useAtomValue(localeAtom);
  return {
    formatPrice: (n: number, currency = 'USD') => price(n, locale, currency),
    formatDate: (d: string) => date(d, locale),
    formatTime: (t: string) => time(t, locale),
  };
}
