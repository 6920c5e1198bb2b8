import { styleHook } from '../../src/ui/styleHook';

/** The picker's classes (goober in this element's shadow root; px/em only, brand colours from the theme). */
export const usePickerStyles = styleHook((css) => ({
  stack: css`
    display: grid;
    gap: 16px;
  `,
  row: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px;
    align-items: center;
    margin: 0 0 12px;
  `,
  list: css`
    list-style: none;
    margin: 0 0 12px;
    padding: 0;
    display: grid;
    gap: 8px;
  `,
  banner: css`
    padding: 12px 14px;
    border-radius: var(--tt-radius);
    background: var(--tt-tint);
    p {
      margin: 4px 0 0;
    }
  `,
  review: css`
    padding: 12px 14px;
    border: 1px solid var(--tt-line);
    border-radius: var(--tt-radius);
    h3 {
      margin: 0 0 4px;
      font-size: 1em;
    }
    p {
      margin: 4px 0;
      overflow-wrap: anywhere;
    }
    [aria-hidden] {
      color: var(--tt-star);
    }
  `,
  /** A small muted line: a total for the party, the provider of an offer, a reviewer. */
  muted: css`
    display: block;
    color: var(--tt-muted);
    font-size: 0.875em;
  `,
  tabs: css`
    [role='tablist'] {
      display: flex;
      gap: 4px;
      border-bottom: 1px solid var(--tt-line);
    }
    [role='tab'] {
      padding: 8px 14px;
      border: 0;
      border-bottom: 3px solid transparent;
      background: none;
      cursor: pointer;
    }
    [role='tab'][aria-selected='true'] {
      border-bottom-color: var(--tt-accent);
      font-weight: 600;
    }
    /* A wide scorecard (many tees) scrolls inside its panel (focusable: arrow keys scroll it), not the page. */
    [role='tabpanel'] {
      padding: 12px 0;
      overflow-x: auto;
    }
    table {
      border-collapse: collapse;
      font-size: 0.875em;
    }
    th,
    td {
      padding: 4px 8px;
      border: 1px solid var(--tt-line);
      text-align: right;
    }
  `,
}));
