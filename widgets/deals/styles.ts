import { styleHook } from '../../src/ui/styleHook';
import { hotBadgeRule } from '../../src/ui/hotBadgeRule';

/**
 * The deals widget's classes, on the shared tokens (src/ui/baseStyles.ts: --tt-radius, --tt-line,
 * --tt-muted, --tt-card, 44 px controls, spacing 4/8/12/16/24 px). The root is a size container:
 * one column in a sidebar, two from 520px of the widget's own width, three from 820px (the page's
 * width does not matter). A card reads price first: the deal price large and bold, the regular
 * price struck through and muted, the discount as a badge.
 */
export const useStyles = styleHook((css) => ({
  root: css`
    container-type: inline-size;
    h2:focus {
      outline: none;
    }
    #tt-deals-count {
      color: var(--tt-muted);
    }
  `,
  list: css`
    display: grid;
    gap: 16px;
    margin: 0 0 16px;
    padding: 0;
    list-style: none;
    @container (min-width: 520px) {
      grid-template-columns: repeat(2, minmax(0, 1fr));
    }
    @container (min-width: 820px) {
      grid-template-columns: repeat(3, minmax(0, 1fr));
    }
  `,
  card: css`
    display: flex;
    flex-direction: column;
    gap: 8px;
    min-width: 0;
    padding: 16px;
    border: 1px solid var(--tt-line);
    border-radius: var(--tt-radius);
    background: var(--tt-card);
    overflow-wrap: anywhere;
    h3 {
      margin: 0;
    }
    h3 button {
      text-align: left;
    }
    p {
      margin: 0;
      color: var(--tt-muted);
      font-size: 0.875em;
    }
    .tt-button {
      margin-top: auto;
      align-self: flex-start;
      text-decoration: none;
    }
  `,
  price: css`
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 4px 8px;
    strong {
      font-size: 1.5em;
      line-height: 1.25;
    }
    s {
      color: var(--tt-muted);
    }
    ${hotBadgeRule}
  `,
  image: css`
    display: block;
    width: 100%;
    max-width: 480px;
    aspect-ratio: 2 / 1;
    object-fit: cover;
    border-radius: var(--tt-radius);
    background: var(--tt-line);
  `,
}));
