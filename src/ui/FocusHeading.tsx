import { useEffect, useRef, type ReactNode } from 'react';

interface FocusHeadingProps {
  level: 2 | 3;
  /** True when the view appeared after a user action: the heading takes focus, so screen readers follow. */
  focus: boolean;
  children: ReactNode;
}

/** A view's heading that takes focus when the golfer moved to the view (not on first load). */
export function FocusHeading({ level, focus, children }: FocusHeadingProps) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const Tag = level === 2 ? 'h2' : 'h3';
  return (
    <Tag ref={ref} tabIndex={-1}>
      {children}
    </Tag>
  );
}
