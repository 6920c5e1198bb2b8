import type { Brand } from '../core/brands';
import { hostReserveCss } from '../core/reservedSpace';
import type { HostLook } from './hostScheme';
import { themeCss } from './themeCss';

/**
 * The element's `:host` rules: the brand theme, the palette for the page behind it
 * (src/ui/hostScheme) and its reserved height (core/reservedSpace).
 */
export const hostCss = (brand: Brand, tag: string, look?: HostLook): string =>
  themeCss(brand, look) + hostReserveCss(tag);
