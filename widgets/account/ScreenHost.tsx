import type { AccountRoute, AccountLocation } from '../../src/domain/account/accountRoutes';
import { ErrorNotice } from '../../src/ui/ErrorNotice';
import { FocusHeading } from '../../src/ui/FocusHeading';
import { Skeleton } from '../../src/ui/Skeleton';
import type { Leave, Navigate } from './types';
import { useScreenGroup } from './useScreenGroup';
import { NotFound } from './views/NotFound';

interface ScreenHostProps {
  route: AccountRoute;
  here: AccountLocation;
  navigate: Navigate;
  leave: Leave;
  /** The golfer moved here from another screen: the heading takes focus. */
  moved: boolean;
  locale?: string | undefined;
}

/** One screen: its title, then its group's component once that chunk has loaded. */
export function ScreenHost({ route, here, navigate, leave, moved, locale }: ScreenHostProps) {
  const group = useScreenGroup(route.group);
  if (group.error)
    return (
      <ErrorNotice message={`${group.error}. Check your connection and try again.`} onRetry={group.retry} />
    );
  if (!group.screens) return <Skeleton rows={3} label={`Loading ${route.title.toLowerCase()}`} />;
  const Screen = group.screens[route.view];
  if (!Screen) return <NotFound navigate={navigate} />;
  return (
    <section aria-label={route.title}>
      <FocusHeading level={2} focus={moved}>
        {route.title}
      </FocusHeading>
      <Screen
        key={JSON.stringify(here)}
        params={here.params}
        navigate={navigate}
        leave={leave}
        locale={locale}
      />
    </section>
  );
}
