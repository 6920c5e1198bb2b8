import { useCss } from '../../../src/ui/WidgetContext';

/**
 * Classes of the profile and saved screens: checkboxes beside their labels, groups of them,
 * lists of saved things with their actions, the golfer's picture.
 */
export function usePartStyles() {
  const css = useCss();
  // prettier-ignore
  return css`
h3{margin:24px 0 8px;font-size:1.125em;}
h3:focus{outline:none;}
fieldset{margin:0 0 12px;padding:0;border:0;}
legend{font-weight:600;margin-bottom:4px;}
.tt-checks{display:flex;flex-wrap:wrap;gap:0 20px;}
.tt-items{list-style:none;padding:0;margin:0 0 16px;}
.tt-items>li{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;justify-content:space-between;padding:12px 0;border-bottom:1px solid var(--tt-line);}
.tt-items p{margin:0;}
.tt-muted{color:var(--tt-muted);}
.tt-avatar{width:72px;height:72px;border-radius:50%;flex:none;object-fit:cover;background:var(--tt-skeleton);}
.tt-row{display:flex;gap:16px;align-items:center;margin-bottom:16px;}
.tt-row p{margin:0 0 4px;}
`;
}
