import { useCss } from '../../../src/ui/WidgetContext';

/**
 * The membership's own look: benefits with ticks, the plans side by side (two columns down to a
 * 320 px phone), the saving badge, the courses near the golfer, the terms beside Pay and the
 * welcome after paying. Colours come from the theme (light and dark hosts).
 */
export function useMembershipStyles() {
  const css = useCss();
  // prettier-ignore
  return css`
.tt-lead{font-size:1.0625em;margin:0 0 12px;}
.tt-ticks{list-style:none;padding:0;margin:0 0 8px;display:grid;gap:6px;}
.tt-ticks>li{position:relative;padding-left:28px;}
.tt-ticks>li::before{content:"✓";position:absolute;left:0;top:0;width:20px;height:20px;border-radius:50%;background:var(--tt-tint);color:var(--tt-accent);font-weight:700;font-size:.8em;display:flex;align-items:center;justify-content:center;}
.tt-plans{list-style:none;padding:0;margin:0 0 16px;display:grid;grid-template-columns:repeat(auto-fit,minmax(140px,1fr));gap:12px;}
.tt-plan{position:relative;display:flex;flex-direction:column;gap:6px;padding:16px 12px 12px;border:1px solid var(--tt-line);border-radius:var(--tt-radius);background:var(--tt-card);}
.tt-plan.tt-best{border:2px solid var(--tt-accent);}
.tt-plan h4{margin:0;font-size:1em;}
.tt-plan p{margin:0;}
.tt-plan .tt-button{margin-top:auto;width:100%;}
.tt-amount{font-size:1.5em;font-weight:700;line-height:1.2;}
.tt-amount small{font-size:.6em;font-weight:400;}
.tt-save{align-self:flex-start;padding:2px 8px;border-radius:999px;background:var(--tt-accent);color:var(--tt-on-primary);font-size:.8125em;font-weight:700;}
.tt-place{display:flex;flex-wrap:wrap;align-items:flex-end;gap:8px 12px;margin:0 0 16px;}
.tt-place .tt-field{flex:1 1 200px;margin:0;}
.tt-terms{margin:8px 0 12px;padding:12px;border-radius:var(--tt-radius);background:var(--tt-tint);}
.tt-terms p{margin:0 0 4px;}
.tt-welcome{padding:20px 16px;border:1px solid var(--tt-line);border-radius:var(--tt-radius);background:var(--tt-card);}
.tt-welcome h3{margin:0 0 8px;}
.tt-welcome:focus{outline:none;}
.tt-changes{list-style:none;padding:0;margin:16px 0;display:grid;gap:12px;}
.tt-changes>li{padding:12px;border-radius:var(--tt-radius);background:var(--tt-tint);}
.tt-changes p{margin:0 0 6px;}
.tt-facts{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:0 0 16px;padding:16px;border:1px solid var(--tt-line);border-radius:var(--tt-radius);background:var(--tt-card);}
.tt-facts dt{color:var(--tt-muted);}
.tt-facts dd{margin:0;font-weight:600;}
`;
}
