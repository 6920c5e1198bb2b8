import type { ReactNode } from 'react';

/**
 * The markup around every widget's App (src/ui/WidgetShell), and around its first screen's
 * views (src/first): the root class, its language, a notice above the App and the App's box.
 */
export function RootFrame({
  locale,
  notice,
  hidden = false,
  children,
}: {
  locale?: string | undefined;
  notice?: ReactNode;
  hidden?: boolean;
  children: ReactNode;
}) {
  return (
    <div className="tt-root" lang={locale || 'en-US'}>
      {notice}
      <div hidden={hidden}>{children}</div>
    </div>
  );
}
