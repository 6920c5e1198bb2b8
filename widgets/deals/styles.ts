import { useCss } from '../../src/ui/WidgetContext';

/**
 * The deals widget's classes. The root is a size container: one column in a sidebar, two from
 * 520px of the widget's own width, three from 820px (the page's width does not matter).
 */
export function useStyles() {
  const css = useCss();
  return {
    root: css`
      container-type: inline-size;
      h2 {
        margin: 0 0 12px;
        font-size: 1.25em;
        line-height: 1.3;
      }
      h2:focus {
        outline: none;
      }
    `,
    list: css`
      display: grid;
      grid-template-columns: 1fr;
      gap: 12px;
      margin: 0 0 12px;
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
      gap: 6px;
      padding: 12px;
      border: 1px solid #d0d7d4;
      border-radius: 8px;
      h3 {
        margin: 0;
        font-size: 1em;
        line-height: 1.3;
      }
      h3 button {
        text-align: left;
        font-weight: 600;
      }
      p {
        margin: 0;
        color: #46524d;
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
      gap: 8px;
      strong {
        font-size: 1.25em;
      }
      s {
        color: #46524d;
      }
      & > span {
        padding: 0 6px;
        border-radius: 4px;
        background: var(--tt-secondary, #f2c94c);
        color: #1c2321;
        font-size: 0.8em;
        font-weight: 600;
      }
    `,
    image: css`
      display: block;
      width: 100%;
      max-width: 480px;
      aspect-ratio: 2 / 1;
      object-fit: cover;
      border-radius: 6px;
      background: #eef1ef;
    `,
  };
}
