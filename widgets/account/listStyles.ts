import { useCss } from '../../src/ui/WidgetContext';

/** Classes of the bookings and payment screens: lists of cards, tabs, details, badges. */
export function useListStyles() {
  const css = useCss();
  return {
    // prettier-ignore
    screen: css`
h3{margin:24px 0 8px;font-size:1.125em;}
h3:focus{outline:none;}
fieldset{margin:0 0 12px;padding:0;border:0;}
legend{font-weight:600;margin-bottom:4px;}
.tt-sort select{width:auto;max-width:100%;}
select,textarea{width:100%;min-height:44px;padding:8px 10px;border:1px solid var(--tt-field-line);border-radius:6px;background:var(--tt-field);}
`,
    // prettier-ignore
    list: css`
list-style:none;margin:0 0 16px;padding:0;display:grid;gap:12px;
`,
    // prettier-ignore
    item: css`
display:block;width:100%;min-height:44px;padding:12px 16px;text-align:left;border:1px solid var(--tt-line);border-radius:8px;background:var(--tt-card);cursor:pointer;span{display:block;}
&:hover{border-color:var(--tt-primary);}
`,
    // prettier-ignore
    title: css`
font-weight:600;font-size:1.0625em;
`,
    // prettier-ignore
    badge: css`
display:inline-block !important;margin:4px 8px 0 0;padding:2px 10px;border-radius:999px;font-size:0.8125em;background:var(--tt-tint);
`,
    // prettier-ignore
    tabs: css`
display:flex;border-bottom:1px solid var(--tt-line);margin-bottom:16px;[role='tab']{padding:8px 18px;border:0;border-bottom:3px solid transparent;background:none;cursor:pointer;}
[aria-selected='true']{border-bottom-color:var(--tt-accent);font-weight:600;}
`,
    // prettier-ignore
    details: css`
display:grid;grid-template-columns:max-content 1fr;gap:6px 16px;margin:0 0 16px;dt{font-weight:600;}
dd{margin:0;overflow-wrap:anywhere;}
@media (max-width:480px){grid-template-columns:1fr;dd{margin-bottom:8px;}}
`,
    // prettier-ignore
    row: css`
display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;padding:12px 16px;border:1px solid var(--tt-line);border-radius:8px;
`,
    // prettier-ignore
    muted: css`
color:var(--tt-muted);font-size:0.875em;
`,
  };
}
