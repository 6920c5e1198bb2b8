// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import type { CommonProps } from './widgetDefinition';
import { instanceFor } from './widgetInstance';
import { withPreload } from './withPreload';

// What `react` is in the embeds: Preact core and its hooks (src/ui/preact/react.ts).
vi.mock('react', () => import('./preact/react'));

const props = { apiBase: 'https://api.test/api' } as CommonProps;
const element = () => {
  const host = document.createElement('teetime-test');
  host.attachShadow({ mode: 'open' });
  return host;
};

describe('withPreload', () => {
  it('makes the first render’s classes (warm) once the first calls have left, before the UI mounts', async () => {
    let answered: (v?: unknown) => void = () => undefined;
    const preload = vi.fn(() => new Promise((resolve) => (answered = resolve)));
    const warm = vi.fn();
    const App = withPreload(() => null, preload, warm);
    const host = element();
    const mount = vi.fn();
    App.connect!(host, props, mount);
    expect(warm).toHaveBeenCalledTimes(1);
    // This element's own goober css, after its calls were sent, while the UI waits for them.
    expect(warm.mock.calls[0]![0]).toBe(instanceFor(host, host.shadowRoot!, 'teetime-test').styles.css);
    expect(preload.mock.invocationCallOrder[0]).toBeLessThan(warm.mock.invocationCallOrder[0]!);
    expect(mount).not.toHaveBeenCalled();
    answered();
    await vi.waitFor(() => expect(mount).toHaveBeenCalledTimes(1));
  });

  it('warms nothing when the preload sends nothing (the UI mounts at once and asks itself)', () => {
    const warm = vi.fn();
    const App = withPreload(
      () => null,
      () => undefined,
      warm,
    );
    const mount = vi.fn();
    App.connect!(element(), props, mount);
    expect(mount).toHaveBeenCalledTimes(1);
    expect(warm).not.toHaveBeenCalled();
  });
});
