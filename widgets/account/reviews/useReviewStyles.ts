import { useCss } from '../../../src/ui/WidgetContext';
import { useListStyles } from '../listStyles';

/**
 * Classes of the review screens: the list screens' base (headings, menus, text areas, groups)
 * plus each review, its actions, the star choice and the moderator's filters.
 */
export function useReviewStyles() {
  const css = useCss();
  const l = useListStyles();
  return {
    tabs: l.tabs,
    // prettier-ignore
    screen: `${l.screen} ${css`
.tt-reviews{list-style:none;padding:0;margin:0 0 16px;}
.tt-reviews>li{padding:12px 0;border-bottom:1px solid var(--tt-line);}
.tt-reviews h3{margin:0 0 4px;}
.tt-reviews p{margin:4px 0;overflow-wrap:anywhere;}
.tt-muted{color:var(--tt-muted);font-size:0.875em;}
.tt-actions,.tt-filters{display:flex;flex-wrap:wrap;gap:8px 16px;align-items:center;}
/* Two lines kept on a phone for "Your review of <course>", so the stars do not move when the name comes. */
@media (max-width:480px){.tt-review-of{min-height:2lh;}}
.tt-stars label{display:inline-flex;gap:6px;align-items:center;min-height:44px;margin-right:16px;}
`}`,
  };
}
