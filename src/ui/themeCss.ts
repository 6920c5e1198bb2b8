import type { Brand } from '../core/brands';

/**
 * The brand theme as CSS custom properties on `:host`. A host page overrides any of
 * them with an ordinary rule such as `teetime-picker { --tt-primary: #0b6e4f }`,
 * because outer-page rules win over `:host` rules.
 */
export function themeCss(brand: Brand): string {
  return `:host {
  --tt-primary: ${brand.primary};
  --tt-secondary: ${brand.secondary};
  --tt-on-primary: #ffffff;
}`;
}
