import { getBus } from './bus';
import { PAGE_EVENTS } from './events';
import { pageSingleton } from './pageSingleton';

/**
 * Forwards the page-level bus messages (session, sign-in required, maintenance) to the host
 * page as DOM events on `document`, once per page however many widgets or bundle copies
 * there are. Sticky ones (session, maintenance) are replayed at once, so a host that loads
 * us late still hears the current state.
 */
export function bridgePageEvents(target: EventTarget = document): void {
  pageSingleton('pageEvents', () => {
    const bus = getBus();
    for (const type of PAGE_EVENTS) {
      bus.on(type, (detail) => {
        target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
      });
    }
    return true;
  });
}
