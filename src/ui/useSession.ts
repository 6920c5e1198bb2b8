import { getSession } from '../core/session';
import { useSubscription } from './useSubscription';

const sessionState = () => getSession().get();
const subscribeSession = (fn: () => void) => getSession().subscribe(fn);

/** The page's session (user, tokens, the restore-finished flag), re-rendering on every change. */
export const useSession = () => useSubscription(sessionState, subscribeSession);
