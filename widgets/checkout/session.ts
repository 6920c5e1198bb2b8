import { getSession } from '../../src/core/session';
import { useSubscription } from '../../src/ui/useSubscription';

const sessionState = () => getSession().get();
const subscribeSession = (fn: () => void) => getSession().subscribe(fn);

/** The page session (restored flag and user), re-rendering on change. */
export const useSession = () => useSubscription(sessionState, subscribeSession);
