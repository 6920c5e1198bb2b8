import { pageSingleton } from '../core/pageSingleton';
import { BASE_CSS } from './baseStyles';

/** The widgets' base rules, parsed once per page and adopted by every element's shadow root. */
export const baseSheet = (): CSSStyleSheet =>
  pageSingleton('baseSheet.v1', () => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(BASE_CSS);
    return sheet;
  });
