import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { EVENT_DOCS, STICKY_EVENTS } from './events';

const doc = readFileSync('docs/events.md', 'utf8');
const documented = [...doc.matchAll(/^### (teetime-[a-z-]+)$/gm)].map((m) => m[1]);

describe('docs/events.md', () => {
  it('documents exactly the events of the event map', () => {
    expect(documented.sort()).toEqual(Object.keys(EVENT_DOCS).sort());
  });

  it('marks exactly the sticky events as sticky', () => {
    const sections = doc.split(/^### /m).slice(1);
    const sticky = sections.filter((s) => /Sticky\./.test(s)).map((s) => s.split('\n')[0]);
    expect(sticky.sort()).toEqual([...STICKY_EVENTS].sort());
  });

  it('uses lowercase names with the teetime- prefix', () => {
    for (const name of Object.keys(EVENT_DOCS)) expect(name).toMatch(/^teetime-[a-z]+(-[a-z]+)*$/);
  });
});
