import { describe, expect, it, vi } from 'vitest';
import { createBus } from './bus';
import { createMaintenance, getMaintenance } from './maintenance';

describe('maintenance flag', () => {
  it('starts off, and tells subscribers and the bus only when it changes', () => {
    const bus = createBus();
    const onBus = vi.fn();
    bus.on('teetime-maintenance', onBus);
    const m = createMaintenance({ bus: () => bus });
    const fn = vi.fn();
    m.subscribe(fn);

    expect(m.active).toBe(false);
    const before = m.get();
    expect(m.get()).toBe(before);
    m.set(true);
    expect(m.get()).toEqual({ active: true });
    expect(m.get()).not.toBe(before);
    m.set(true);
    expect(m.active).toBe(true);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(onBus).toHaveBeenCalledTimes(1);
    expect(onBus.mock.calls[0]![0]).toEqual({ active: true });
    expect(bus.last('teetime-maintenance')).toEqual({ active: true });

    m.set(false);
    expect(fn).toHaveBeenLastCalledWith(false);
    expect(bus.last('teetime-maintenance')).toEqual({ active: false });
  });

  it('stops calling a subscriber after it unsubscribes', () => {
    const m = createMaintenance({ bus: () => createBus() });
    const fn = vi.fn();
    const off = m.subscribe(fn);
    off();
    m.set(true);
    expect(fn).not.toHaveBeenCalled();
  });

  it('is one flag per page', () => {
    expect(getMaintenance()).toBe(getMaintenance());
    expect((globalThis as unknown as Record<symbol, unknown>)[Symbol.for('teetime.maintenance')]).toBe(
      getMaintenance(),
    );
  });
});
