import type { StyleTarget } from './styleTarget';

/** The class of a skeleton's placeholder row (src/ui/Skeleton, and first screens that draw one). */
export const skeletonRow = (css: StyleTarget['css']): string => css`
  height: 64px;
  margin-bottom: 12px;
  border-radius: 8px;
  background: linear-gradient(
    90deg,
    var(--tt-skeleton) 25%,
    var(--tt-skeleton-highlight) 50%,
    var(--tt-skeleton) 75%
  );
  background-size: 200% 100%;
  animation: tt-shimmer 1.2s linear infinite;
  @keyframes tt-shimmer {
    to {
      background-position: -200% 0;
    }
  }
`;
