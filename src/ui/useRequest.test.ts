// @vitest-environment jsdom
import { createElement, render } from 'preact';
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

function mount(props: {
  run: (s: AbortSignal) => Promise<string>;
  dep: string;
  enabled?: boolean;
  initial?: string;
  early?: boolean;
}) {
  const seen: RequestState<string>[] = [];
  function Probe(p: typeof props) {
    const state = useRequest(p.run, [p.dep], p.enabled, p.initial, p.early);
    seen.push(state);
    return null;
  }
  const show = (p: typeof props) => render(createElement(Probe, p), box);
  show(props);
  return { seen, show };
}

describe('useRequest', () => {
  it('starts done with an answer already in, asks nothing, then asks as usual on new deps', () => {
    const { run } = calls();
    let probe!: ReturnType<typeof mount>;
    act(() => {
      probe = mount({ run, dep: 'a', initial: 'ahead' });
    });
    expect(run).not.toHaveBeenCalled();
    expect(probe.seen.map((s) => [s.status, s.data])).toEqual([['done', 'ahead']]);
    act(() => probe.show({ run, dep: 'b', initial: 'ahead' }));
    expect(run).toHaveBeenCalledTimes(1);
    expect(probe.seen.at(-1)).toMatchObject({ status: 'loading', data: 'ahead' });
  });

  it('early: the call leaves as the component commits, before any effect after the paint', async () => {
    const { run } = calls();
    const order: string[] = [];
    function Probe() {
      useRequest((signal) => (order.push('early call'), run(signal)), [], true, undefined, true);
      useRequest((signal) => (order.push('call'), run(signal)), []);
      return null;
    }
    // Without act: layout effects run at commit, effects only later (after a paint).
    render(createElement(Probe, {}), box);
    expect(order).toEqual(['early call']);
    await vi.waitFor(() => expect(order).toEqual(['early call', 'call']));
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
