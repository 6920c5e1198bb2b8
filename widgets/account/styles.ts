import { useCss } from '../../src/ui/WidgetContext';

/** The account element's classes: one readable column, forms at a comfortable width. */
export function useAccountStyles() {
  const css = useCss();
  return {
    // prettier-ignore
    root: css`
max-width:720px;h2{margin:0 0 16px;font-size:1.5em;}
h2:focus{outline:none;}
form{max-width:420px;}
`,
    // prettier-ignore
    // A long e-mail in a button breaks inside the column rather than push the page wider (320 px).
    actions: css`
display:flex;flex-wrap:wrap;gap:12px;align-items:center;margin-top:8px;
>.tt-button{max-width:100%;overflow-wrap:anywhere;}
`,
    // prettier-ignore
    notice: css`
margin:0 0 16px;padding:12px 16px;border-radius:8px;background:var(--tt-tint);border:1px solid var(--tt-line);
`,
  };
}
