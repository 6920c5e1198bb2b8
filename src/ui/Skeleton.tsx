import { useWidget } from './WidgetContext';

interface SkeletonProps {
  /** Placeholder rows, e.g. one per card about to load. */
  rows?: number;
  /** What is loading, for screen readers ("Loading tee times"). */
  label: string;
}

/** Grey placeholder rows while something loads; announced once as busy, never as content. */
export function Skeleton({ rows = 3, label }: SkeletonProps) {
  const { css } = useWidget();
  const row = css`
    height: 64px;
    margin-bottom: 12px;
    border-radius: 8px;
    background: linear-gradient(90deg, #eef1ef 25%, #f7f9f8 50%, #eef1ef 75%);
    background-size: 200% 100%;
    animation: tt-shimmer 1.2s linear infinite;
    @keyframes tt-shimmer {
      to {
        background-position: -200% 0;
      }
    }
  `;
  return (
    <div role="status" aria-busy="true">
      <span className="tt-visually-hidden">{label}…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={row} aria-hidden />
      ))}
    </div>
  );
}
