import { describe, expect, it } from 'vitest';
import { COMMON_ATTRIBUTES, COMMON_ATTRIBUTE_TYPES } from './widgetDefinition';

describe('common attributes', () => {
  it('the run-time types match the documented attributes (app-key included)', () => {
    expect(COMMON_ATTRIBUTE_TYPES).toEqual(
      Object.fromEntries(Object.entries(COMMON_ATTRIBUTES).map(([name, spec]) => [name, spec.type])),
    );
    expect(COMMON_ATTRIBUTE_TYPES.appKey).toBe('string');
  });
});
