import { BRANDS } from '../../../src/core/brands';
import { useSite } from './siteContext';

/** Colours through the CSSOM (allowed under a CSP without 'unsafe-inline'). */
const paint = (colour: string) => (el: HTMLElement | null) => el?.style.setProperty('background', colour);

/**
 * The seven brand editions (colours and feature switches), on the developer page: choosing one
 * re-themes the site and its widgets and is remembered on this browser.
 */
export function BrandSwitcher() {
  const { brand, setBrand } = useSite();
  return (
    <fieldset className="brands panel">
      <legend>Show the marketplace as</legend>
      {BRANDS.map((b) => (
        <label key={b.id} className="brand-option">
          <input
            type="radio"
            name="brand"
            value={b.id}
            checked={b.id === brand.id}
            onChange={() => setBrand(b.id)}
          />
          <span className="swatches" aria-hidden="true">
            <span className="swatch" ref={paint(b.primary)} />
            <span className="swatch" ref={paint(b.secondary)} />
          </span>
          <span>
            <strong>{b.name}</strong>
            <small>
              {b.features.size} switches on: {[...b.features].slice(0, 6).join(', ')}
              {b.features.size > 6 ? '…' : ''}
            </small>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
