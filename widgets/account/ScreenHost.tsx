import { useEffect } from 'react';
import { guardFeature, isFeatureOn } from '../../src/core/features';
import type { AccountRoute, AccountLocation } from '../../src/domain/account/accountRoutes';
import { useWidget } from '../../src/ui/WidgetContext';
import { ErrorNotice } from '../../src/ui/ErrorNotice';
import { FocusHeading } from '../../src/ui/FocusHeading';
import { Skeleton } from '../../src/ui/Skeleton';
import type { Leave, Navigate } from './types';
import { useScreenGroup } from './useScreenGroup';
import { VIEW_FEATURES } from './viewFeatures';
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

/**
 * One screen: its title, then its group's component once that chunk has loaded. A screen whose
 * brand switch is off (viewFeatures) sends the golfer to the account summary after 100 ms.
 */
export function ScreenHost({ route, here, navigate, leave, moved, locale }: ScreenHostProps) {
  const group = useScreenGroup(route.group);
  const { brand } = useWidget();
  const feature = VIEW_FEATURES[route.view];
  useEffect(
    () => (feature ? guardFeature(brand, feature, () => navigate('account-summary')) : undefined),
    [brand, feature, navigate],
  );
  if (feature && !isFeatureOn(brand, feature)) return <Skeleton rows={1} label="Opening your account" />;
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
