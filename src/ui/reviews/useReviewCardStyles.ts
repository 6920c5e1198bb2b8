import { styleHook } from '../styleHook';

/** Classes of one review (src/ui/reviews/ReviewCard) and its actions, in every widget that lists reviews. */
export const useReviewCardStyles = styleHook((css) => ({
  muted: css`
    color: var(--tt-muted);
    font-size: 0.875em;
  `,
  actions: css`
    display: flex;
    flex-wrap: wrap;
    gap: 8px 16px;
    align-items: center;
  `,
}));
