import { useAtom } from 'jotai';
import { useCallback, useEffect } from 'react';
import { getBus } from '../../src/core/bus';
import { getSession } from '../../src/core/session';
import { accountPath, findRoute, type AccountParams } from '../../src/domain/account/accountRoutes';
import { Skeleton } from '../../src/ui/Skeleton';
import { useSession } from '../../src/ui/useSession';
import { useWidget } from '../../src/ui/WidgetContext';
import type { CommonProps } from '../../src/ui/widgetDefinition';
import type { AccountProps } from './element';
import { ScreenHost } from './ScreenHost';
import { sendOn } from './sendOn';
import { startLocation } from './startLocation';
import { movedToAtom } from './store';
import { useAccountStyles } from './styles';
import { NotFound } from './views/NotFound';

const AUTH_ENTRY = new Set(['sign-in', 'sign-up']);
/** Marks the golfer as sent out of the element: it follows the session quietly until moved again. */
const LEFT = 'external';
const NO_PARAMS: AccountParams = {};

/**
 * The account element: shows the screen its attributes (or the URL) name, moves between its own
 * screens and tells the host (`teetime-account-navigate`). Signed-in screens ask anonymous golfers
 * to sign in, then come back; a signed-in golfer on sign-in or sign-up is sent on.
 */
export function AccountApp(props: AccountProps & CommonProps) {
  const { emit, host } = useWidget();
  const s = useAccountStyles();
  const session = useSession();
  const [moved, setMoved] = useAtom(movedToAtom);
  const against = JSON.stringify([props.view ?? null, props.params ?? null, props.fromUrl === true]);
  const signedIn = session.user !== null;
  const mine = moved?.against === against ? moved : null;
  // Once sent out (the host routes on), the element shows what fits the session, announcing nothing.
  const left = mine?.view === LEFT;
  const here = left
    ? { view: signedIn ? 'account-summary' : 'sign-in', params: NO_PARAMS }
    : (mine ?? startLocation(props));
  const route = findRoute(here.view);

  const navigate = useCallback(
    (view: string, params: AccountParams = {}) => {
      setMoved({ view, params, against });
      emit('teetime-account-navigate', { view, params, path: accountPath(view, params) });
    },
    [against, emit, setMoved],
  );

  // Leaving the element's screens (a stored target elsewhere, or home): the host routes there.
  const leave = useCallback(
    (path: string, params: AccountParams = {}) => {
      setMoved({ view: LEFT, params: {}, against });
      emit('teetime-account-navigate', { view: LEFT, params, path });
    },
    [against, emit, setMoved],
  );

  // A 401 signed the golfer out somewhere on the page: sign in again, saying why, and come back
  // here after. Keyed on the screen's path (a string), not its params object, which is new on
  // every render: the listener subscribes again only when the screen really changes.
  const back = route?.signedIn ? accountPath(here.view, here.params) : null;
  useEffect(
    () =>
      getBus().on('teetime-sign-in-required', (detail) => {
        if (detail.reason !== 'unauthorized' || !host.isConnected) return;
        if (back) getSession().setRedirect({ path: back });
        navigate('sign-in', { reset: 'true' });
      }),
    [back, navigate, host],
  );

  useEffect(() => {
    // An element taken out of the page stays mounted until the next task (it may only be moving):
    // it must not store a sign-in target for a screen nobody sees any more.
    if (!session.restored || !route || left || !host.isConnected) return;
    if (route.signedIn && !signedIn) {
      getSession().setRedirect({ path: accountPath(here.view, here.params) ?? '/my-account' });
      navigate('sign-in', {});
    } else if (signedIn && AUTH_ENTRY.has(here.view)) {
      // Signed in (or up): the data check, welcome, then the stored target (spec 02 §2, §4).
      sendOn(session.user, navigate, leave);
    }
  }, [session.restored, session.user, signedIn, route, left, here.view, here.params, navigate, leave, host]);

  const waiting =
    !session.restored || (route?.signedIn === true && !signedIn) || (signedIn && AUTH_ENTRY.has(here.view));
  return (
    <div className={s.root}>
      {!route ? (
        <NotFound navigate={navigate} />
      ) : waiting ? (
        <Skeleton rows={3} label="Loading your account" />
      ) : (
        <ScreenHost
          route={route}
          here={here}
          navigate={navigate}
          leave={leave}
          moved={mine !== null && !left}
          locale={props.locale}
        />
      )}
    </div>
  );
}
