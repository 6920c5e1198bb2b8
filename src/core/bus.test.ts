import { describe, expect, it, vi } from 'vitest';
import { createBus, getBus } from './bus';

const selection = { courseId: 'c-1', date: '2026-11-23', players: 2 };

describe('bus', () => {
  it('delivers a message to every subscriber with its payload and source', () => {
    const bus = createBus();
    const a = vi.fn();
    const b = vi.fn();
    bus.on('teetime-search', a);
    bus.on('teetime-search', b);
    const detail = { location: null, date: '2026-11-23', players: 4, holes: 18 as const };
    bus.emit('teetime-search', detail, { source: 'w1' });
    expect(a).toHaveBeenCalledWith(detail, { source: 'w1' });
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('replays the latest value of a sticky topic to a late subscriber', () => {
    const bus = createBus();
    bus.emit('teetime-course-select', { courseId: 'old' });
    bus.emit('teetime-course-select', selection);
    const late = vi.fn();
    bus.on('teetime-course-select', late);
    expect(late).toHaveBeenCalledTimes(1);
    expect(late).toHaveBeenCalledWith(selection, {});
    expect(bus.last('teetime-course-select')).toEqual(selection);
  });

  it('does not replay events that are not state', () => {
    const bus = createBus();
    bus.emit('teetime-booking-confirmed', {
      reservationId: 'r1',
      courseId: 'c',
      total: 42,
      currency: 'USD',
    });
    const late = vi.fn();
    bus.on('teetime-booking-confirmed', late);
    expect(late).not.toHaveBeenCalled();
    expect(bus.last('teetime-booking-confirmed')).toBeUndefined();
  });

  it('can skip the replay and forget a sticky value', () => {
    const bus = createBus();
    bus.emit('teetime-course-select', selection);
    const h = vi.fn();
    bus.on('teetime-course-select', h, { replay: false });
    expect(h).not.toHaveBeenCalled();
    bus.clear('teetime-course-select');
    expect(bus.last('teetime-course-select')).toBeUndefined();
  });

  it('stops delivering after unsubscribe', () => {
    const bus = createBus();
    const h = vi.fn();
    const off = bus.on('teetime-sign-out', h);
    off();
    bus.emit('teetime-sign-out', {});
    expect(h).not.toHaveBeenCalled();
  });

  it('keeps delivering when one subscriber throws', async () => {
    const bus = createBus();
    const errors: unknown[] = [];
    const onError = (e: unknown) => errors.push(e);
    process.on('uncaughtException', onError);
    const good = vi.fn();
    bus.on('teetime-sign-out', () => {
      throw new Error('broken widget');
    });
    bus.on('teetime-sign-out', good);
    bus.emit('teetime-sign-out', {});
    expect(good).toHaveBeenCalled();
    await new Promise((r) => setTimeout(r, 0));
    process.off('uncaughtException', onError);
    expect(String(errors[0])).toContain('broken widget');
  });

  it('is one instance per page, shared by every bundle copy', () => {
    const first = getBus();
    const fromAnotherCopy = (globalThis as unknown as Record<symbol, unknown>)[Symbol.for('teetime.bus.v1')];
    expect(fromAnotherCopy).toBe(first);
    expect(getBus()).toBe(first);
  });
});
