/**
 * Small icons beside a tile's facts (decorative: the text says the same). Drawn by the tile's
 * styles (`[data-icon]::before`, a mask of the shape in `ICONS`), not as elements: a grid of 15
 * tiles had 45 inline SVGs, ~6 ms of its first render (29.8 → 23.4 ms, docs/build.md).
 */
export type IconName = 'flag' | 'cart' | 'bolt' | 'person';

/** A tile's hot-deal and prepaid marks. */
export const Marks = ({ hot, prepaid }: { hot?: boolean | undefined; prepaid?: boolean | undefined }) =>
  hot || prepaid ? (
    <small>
      {hot && <i data-icon="bolt">Hot deal </i>}
      {prepaid && <i>Prepaid</i>}
    </small>
  ) : null;
