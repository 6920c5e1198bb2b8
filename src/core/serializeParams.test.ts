import { describe, expect, it } from 'vitest';
import { serializeParams } from './serializeParams';

describe('serializeParams', () => {
  it('snake_cases keys, drops null / undefined / empty arrays, joins arrays with commas', () => {
    expect(
      serializeParams({
        courseId: 12,
        date: '2025-06-01',
        rateTypes: ['junior', 'senior'],
        minPrice: null,
        maxPrice: undefined,
        category: [],
        isPrepaidOnly: true,
      }),
    ).toBe('course_id=12&date=2025-06-01&rate_types=junior,senior&is_prepaid_only=true');
  });

  it('encodes values and keeps keys as given with skipCase', () => {
    expect(serializeParams({ q: 'St. Andrews & co', hierarchizedUrl: 'us/ny' })).toBe(
      'q=St.%20Andrews%20%26%20co&hierarchized_url=us%2Fny',
    );
    expect(serializeParams({ sortBy: 'most_recent' }, true)).toBe('sortBy=most_recent');
    expect(serializeParams({ at: new Date('2025-06-01T08:00:00Z') })).toBe('at=2025-06-01T08%3A00%3A00.000Z');
  });
});
