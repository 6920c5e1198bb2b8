import { describe, expect, it, vi } from 'vitest';
import { createBus } from './bus';
import { createSessionStore } from './sessionStore';
import type { SessionState } from './sessionTypes';

const initial: SessionState = {
  restored: false,
  status: 'idle',
  userToken: null,
  sessionToken: null,
  user: null,
  needsReload: false,
  error: null,
};

describe('session store', () => {
  it('notifies subscribers of every change and announces who is signed in on the bus (sticky)', () => {
    const bus = createBus();
    const store = createSessionStore(initial, () => bus);
    const fn = vi.fn();
    const off = store.subscribe(fn);
    store.update({ status: 'loading' });
    expect(fn).toHaveBeenCalledTimes(1);
    expect(store.get().status).toBe('loading');
    store.update({ restored: true, user: { id: 5, email: 'a@b.co' } as SessionState['user'] });
    expect(bus.last('teetime-session')).toEqual({ restored: true, userId: '5', email: 'a@b.co' });
    const late = vi.fn();
    bus.on('teetime-session', late);
    expect(late).toHaveBeenCalledWith({ restored: true, userId: '5', email: 'a@b.co' }, {});
    off();
    store.update({ status: 'done' });
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('does not repeat the bus announcement when only other fields change', () => {
    const bus = createBus();
    const seen = vi.fn();
    bus.on('teetime-session', seen);
    const store = createSessionStore(initial, () => bus);
    store.update({ status: 'loading' });
    store.update({ status: 'done' });
    expect(seen).toHaveBeenCalledTimes(1);
  });
});
