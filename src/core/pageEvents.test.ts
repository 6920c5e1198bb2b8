// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { getBus } from './bus';
import { bridgePageEvents } from './pageEvents';

describe('page events on document', () => {
  it('dispatches session, sign-in and maintenance messages on document, once', () => {
    const seen: Array<[string, unknown]> = [];
    for (const type of ['teetime-sign-in', 'teetime-maintenance', 'teetime-course-select'])
      document.addEventListener(type, (e) => seen.push([type, (e as CustomEvent).detail]));
    bridgePageEvents();
    bridgePageEvents(); // a second widget, or a second bundle copy
    getBus().emit('teetime-sign-in', { userId: 'u-1', email: 'ada@example.com' });
    getBus().emit('teetime-maintenance', { active: true });
    getBus().emit('teetime-course-select', { courseId: 'c-1' }); // widget-level: not bridged
    expect(seen).toEqual([
      ['teetime-sign-in', { userId: 'u-1', email: 'ada@example.com' }],
      ['teetime-maintenance', { active: true }],
    ]);
  });
});
