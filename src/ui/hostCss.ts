import type { Brand } from '../core/brands';
import { hostReserveCss } from '../core/reservedSpace';
import { themeCss } from './themeCss';

/** The element's `:host` rules: the brand theme and its reserved height (core/reservedSpace). */
export const hostCss = (brand: Brand, tag: string): string => themeCss(brand) + hostReserveCss(tag);
