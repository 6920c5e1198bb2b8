import { describe, expect, it } from 'vitest';
import { insuranceEstimate } from './insuranceEstimate';

describe('insuranceEstimate', () => {
  it('is the premium rate of the total, rounded to cents', () => {
    expect(insuranceEstimate(120, 0.07, 2.99)).toBe(8.4);
    expect(insuranceEstimate(85.5, 0.07, 2.99)).toBe(5.99);
  });

  it('never goes below the minimum premium', () => {
    expect(insuranceEstimate(30, 0.07, 2.99)).toBe(2.99);
    expect(insuranceEstimate(0, 0.07, 2.99)).toBe(2.99);
  });
});
