import { skeletonRow } from './skeletonRow';
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
  const row = skeletonRow(css);
  return (
    <div role="status" aria-busy="true">
      <span className="tt-visually-hidden">{label}…</span>
      {Array.from({ length: rows }, (_, i) => (
        <div key={i} className={row} aria-hidden />
      ))}
    </div>
  );
}
