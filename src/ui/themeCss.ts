import type { Brand } from '../core/brands';
import type { HostLook } from './hostScheme';
import { paletteCss } from './palette';

/**
 * The brand theme and the palette for the page behind the element (src/ui/palette) as CSS custom
 * properties on `:host`. A host page overrides any of them with an ordinary rule such as
 * `teetime-picker { --tt-primary: #0b6e4f }`, because outer-page rules win over `:host` rules.
 */
export function themeCss(brand: Brand, look: HostLook = { scheme: 'light', surface: false }): string {
  return `:host {
  --tt-primary: ${brand.primary};
  --tt-secondary: ${brand.secondary};
  --tt-on-primary: #ffffff;
  ${paletteCss(look.scheme, look.surface)}
}`;
}
