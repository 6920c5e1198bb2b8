import { describe, expect, it } from 'vitest';
import {
  choiceLabel,
  FOCUS_CHOICES,
  formatHandicap,
  FREQUENCY_CHOICES,
  GENDER_CHOICES,
  parseHandicap,
  SKILL_CHOICES,
} from './profileChoices';

const values = (list: readonly (readonly [string, string])[]) => list.map(([v]) => v);

describe('profile choice lists (spec 02 §3)', () => {
  it('offers exactly the spec lists, in order', () => {
    expect(values(FOCUS_CHOICES)).toEqual(['recreation', 'business', 'pro', 'sport']);
    expect(values(FREQUENCY_CHOICES)).toEqual([
      'once_a_year',
      'twice_a_year',
      'once_every_3_months',
      'once_a_month',
      'once_a_week',
      'few_times_a_week',
    ]);
    expect(values(GENDER_CHOICES)).toEqual(['m', 'f', 'n']);
    expect(values(SKILL_CHOICES)).toEqual(['beginner', 'intermediate', 'advanced', 'expert']);
  });

  it('labels each choice in plain words (n = prefer not to say)', () => {
    expect(choiceLabel(GENDER_CHOICES, 'n')).toBe('Prefer not to say');
    expect(choiceLabel(FREQUENCY_CHOICES, 'few_times_a_week')).toBe('A few times a week');
    expect(choiceLabel(FREQUENCY_CHOICES, 'once_every_3_months')).toBe('Once every 3 months');
    expect(choiceLabel(SKILL_CHOICES, null)).toBe('');
    expect(choiceLabel(FOCUS_CHOICES, 'golf')).toBe('');
  });

  it('reads a handicap as golfers write it: 12.4, 0, +2 below scratch, empty clears', () => {
    expect(parseHandicap('12.4')).toEqual({ value: 12.4 });
    expect(parseHandicap(' 12,4 ')).toEqual({ value: 12.4 });
    expect(parseHandicap('0')).toEqual({ value: 0 });
    expect(parseHandicap('+2')).toEqual({ value: -2 });
    expect(parseHandicap('+10')).toEqual({ value: -10 });
    expect(parseHandicap('54')).toEqual({ value: 54 });
    expect(parseHandicap('')).toEqual({ value: null });
    for (const bad of ['+11', '55', '12.45', 'ten', '1e1'])
      expect(parseHandicap(bad)).toHaveProperty('error');
  });

  it('writes a handicap back the same way', () => {
    expect(formatHandicap(-2)).toBe('+2');
    expect(formatHandicap(12.4)).toBe('12.4');
    expect(formatHandicap('7')).toBe('7');
    expect(formatHandicap(0)).toBe('0');
    expect(formatHandicap(null)).toBe('');
    for (const n of [-10, -2.5, 0, 18, 54]) {
      const back = parseHandicap(formatHandicap(n));
      expect(back).toEqual({ value: n });
    }
  });
});
