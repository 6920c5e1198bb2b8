import type { Bus } from './bus';
import type { SessionState } from './sessionTypes';

export interface SessionStore {
  get(): SessionState;
  update(patch: Partial<SessionState>): void;
  subscribe(fn: (s: SessionState) => void): () => void;
}

/**
 * The session's state with its subscribers. Every change reaches the subscribers; a change of
 * who is signed in or of the restore flag is also announced on the bus as the sticky
 * `teetime-session` message, for widgets and hosts that arrive later.
 */
export function createSessionStore(initial: SessionState, bus: () => Bus): SessionStore {
  const listeners = new Set<(s: SessionState) => void>();
  let state = initial;
  let lastAnnounced = '';
  return {
    get: () => state,
    update(patch) {
      state = { ...state, ...patch };
      for (const fn of [...listeners]) fn(state);
      const announce = {
        restored: state.restored,
        userId: state.user ? String(state.user.id) : null,
        email: state.user?.email ?? null,
      };
      const key = JSON.stringify(announce);
      if (key !== lastAnnounced) {
        lastAnnounced = key;
        bus().emit('teetime-session', announce);
      }
    },
    subscribe(fn) {
      listeners.add(fn);
      return () => {
        listeners.delete(fn);
      };
    },
  };
}
