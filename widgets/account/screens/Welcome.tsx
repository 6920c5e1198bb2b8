import { useEffect } from 'react';
import { Skeleton } from '../../../src/ui/Skeleton';
import { useSession } from '../../../src/ui/useSession';
import { useWidget } from '../../../src/ui/WidgetContext';
import { goToTarget, welcomeFlag } from '../sendOn';
import type { ScreenProps } from '../types';

/**
 * Welcome (spec 02 §2): shown while its flag is stored (a new account); otherwise, or on
 * "Let's go", the golfer goes to the stored target path (home by default) with its action.
 */
export function Welcome({ navigate, leave }: ScreenProps) {
  const { brand } = useWidget();
  const user = useSession().user;
  const show = welcomeFlag.stored();
  useEffect(() => {
    if (!show) goToTarget(navigate, leave);
  }, [show, navigate, leave]);
  if (!show) return <Skeleton rows={1} label="Taking you on" />;
  return (
    <>
      <p>
        {user?.firstName ? `${user.firstName}, your` : 'Your'} {brand.name} account is ready: book tee times,
        keep your favourite courses close and find every booking in one place.
      </p>
      <button
        type="button"
        className="tt-button"
        onClick={() => {
          welcomeFlag.clear();
          goToTarget(navigate, leave);
        }}
      >
        Let&apos;s go
      </button>
    </>
  );
}
