// @vitest-environment jsdom
import { createElement, render } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRequest, type RequestState } from './useRequest';

// What `react` is in the embeds: Preact core and its hooks (src/ui/preact/react.ts).
vi.mock('react', () => import('./preact/react'));

let box: HTMLElement;
beforeEach(() => {
  box = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  act(() => render(null, box));
  box.remove();
});

/** A deferred answer for each call of `run`, in order. */
function calls() {
  const pending: { resolve(v: string): void; signal: AbortSignal }[] = [];
  const run = vi.fn(
    (signal: AbortSignal) => new Promise<string>((resolve) => pending.push({ resolve, signal })),
  );
  return { run, pending };
}

function mount(props: { run: (s: AbortSignal) => Promise<string>; dep: string; enabled?: boolean }) {
  const seen: RequestState<string>[] = [];
  function Probe(p: typeof props) {
    const state = useRequest(p.run, [p.dep], p.enabled);
    seen.push(state);
    return null;
  }
  const show = (p: typeof props) => render(createElement(Probe, p), box);
  show(props);
  return { seen, show };
}

describe('useRequest', () => {
  it('sends its call as the component commits, before the paint and the passive effects', () => {
    const { run } = calls();
    // No act(): what has happened once render() returns, before effects are flushed.
    mount({ run, dep: 'a' });
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('says loading from the first render, and sending the call renders nothing more', async () => {
    const { run, pending } = calls();
    let seen: RequestState<string>[] = [];
    act(() => {
      seen = mount({ run, dep: 'a' }).seen;
    });
    expect(seen.map((s) => s.status)).toEqual(['loading']);
    await act(async () => pending[0]!.resolve('answer'));
    expect(seen.at(-1)).toMatchObject({ status: 'done', data: 'answer' });
  });

  it('after an answer, a reload leaves after the paint: the render that asked for it gets its own effects first', async () => {
    const { run, pending } = calls();
    const log: string[] = [];
    let reload!: () => void;
    let setNotice!: (n: string) => void;
    function Screen() {
      const [notice, set] = useState('');
      setNotice = set;
      const state = useRequest(run, ['a']);
      reload = state.reload;
      log.push(`render ${state.status}`);
      // Like a screen placing focus on its notice once shown.
      useEffect(() => void (notice && log.push('notice effect')), [notice]);
      return null;
    }
    act(() => render(createElement(Screen, null), box));
    await act(async () => pending[0]!.resolve('answer'));
    log.length = 0;
    // The golfer's action: a notice and a reload in one render, as a screen does after a change.
    setNotice('Changed');
    reload();
    for (let i = 0; i < 5; i++) await Promise.resolve();
    // Committed, effects not yet run (no paint yet): no second render forced from the commit.
    expect(log).toEqual(['render done']);
    expect(run).toHaveBeenCalledTimes(1);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 150));
    });
    expect(log.slice(0, 3)).toEqual(['render done', 'notice effect', 'render loading']);
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('waits while disabled (idle, no call), then loads once enabled', () => {
    const { run } = calls();
    let probe!: ReturnType<typeof mount>;
    act(() => {
      probe = mount({ run, dep: 'a', enabled: false });
    });
    expect(run).not.toHaveBeenCalled();
    expect(probe.seen.at(-1)?.status).toBe('idle');
    act(() => probe.show({ run, dep: 'a', enabled: true }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(probe.seen.at(-1)?.status).toBe('loading');
  });

  it('on new deps aborts the call out, keeps the last answer while loading, and ignores the old answer', async () => {
    const { run, pending } = calls();
    let probe!: ReturnType<typeof mount>;
    act(() => {
      probe = mount({ run, dep: 'a' });
    });
    await act(async () => pending[0]!.resolve('first'));
    act(() => probe.show({ run, dep: 'b' }));
    expect(probe.seen.at(-1)).toMatchObject({ status: 'loading', data: 'first' });
    act(() => probe.show({ run, dep: 'c' }));
    expect(pending[1]!.signal.aborted).toBe(true);
    await act(async () => pending[1]!.resolve('stale'));
    await act(async () => pending[2]!.resolve('third'));
    expect(probe.seen.at(-1)).toMatchObject({ status: 'done', data: 'third' });
    expect(probe.seen.some((s) => s.data === 'stale')).toBe(false);
  });
});
