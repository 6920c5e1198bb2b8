import type { ReactNode } from 'react';

/**
 * The checkout's two columns: the form (`main`) and the order summary with Pay (`side`), in that
 * keyboard order. Where the checkout is wide (its own width, not the page's) the summary sits
 * beside the form and stays in view; where it is narrow the summary shows above the form and the
 * total and Pay stay at the bottom of a phone's screen (styles.ts).
 */
export function Layout({ main, side }: { main: ReactNode; side: ReactNode }) {
  return (
    <div className="tt-layout">
      <div className="tt-main">{main}</div>
      <div className="tt-side">{side}</div>
    </div>
  );
}
