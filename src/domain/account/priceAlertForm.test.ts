import { describe, expect, it } from 'vitest';
import {
  ALERT_MESSAGES,
  alertBody,
  alertErrorField,
  alertForm,
  alertFormErrors,
  describeAlert,
  frequencyLabel,
  newAlertForm,
  type AlertFormValues,
  type PriceAlert,
} from './priceAlertForm';

const valid = (over: Partial<AlertFormValues> = {}): AlertFormValues => ({
  ...newAlertForm('course:1303'),
  flags: { for_2: true, saturday: true, holes_18: true },
  ...over,
});

const demo: PriceAlert = {
  id: 'alert_demo_1',
  courseId: '1303',
  course: { id: '1303', name: 'Franklin Park Golf Course' },
  cityId: null,
  minPrice: null,
  maxPrice: 60,
  atLeastNHoursBeforeSunset: null,
  frequency: 1,
  for_1: false,
  for_2: true,
  for_3: false,
  for_4: true,
  holes_9: false,
  holes_18: true,
  monday: false,
  tuesday: false,
  wednesday: false,
  thursday: false,
  friday: false,
  saturday: true,
  sunday: true,
  isActive: true,
};

describe('price alert form (spec 02 §5, §9)', () => {
  it('keeps the spec messages word for word', () => {
    expect(ALERT_MESSAGES[412]).toBe("The city for this alert doesn't seem to exits anymore.");
    expect(ALERT_MESSAGES[413]).toBe("The course for this alert doesn't seem to exits anymore.");
    expect(ALERT_MESSAGES[414]).toBe('Please select the frequency you want to be notified.');
    expect(ALERT_MESSAGES[415]).toBe('Please select at least one player quantity to set the alert.');
    expect(ALERT_MESSAGES[416]).toBe('Please provide on which days you want to set the alert.');
    expect(ALERT_MESSAGES[417]).toBe('Please select the number of holes you want.');
    expect(ALERT_MESSAGES[422]).toBe('Ups! There has been an error trying to update the alert.');
  });

  it('puts each answer of the API next to the field it concerns', () => {
    expect([412, 413, 414, 415, 416, 417].map(alertErrorField)).toEqual([
      'target',
      'target',
      'frequency',
      'players',
      'days',
      'holes',
    ]);
    expect(alertErrorField(422)).toBeUndefined();
    expect(alertErrorField(403)).toBeUndefined();
  });

  it('a complete alert has no errors; an empty one breaks every rule with its message', () => {
    expect(alertFormErrors(valid())).toEqual({});
    expect(alertFormErrors({ ...newAlertForm(), frequency: '' })).toEqual({
      target: 'Choose the course or city to watch.',
      frequency: ALERT_MESSAGES[414],
      players: ALERT_MESSAGES[415],
      days: ALERT_MESSAGES[416],
      holes: ALERT_MESSAGES[417],
    });
  });

  it('limits the frequency to 1 … 2 alerts a day (the limit the API answers)', () => {
    expect(alertFormErrors(valid({ frequency: '2' }))).toEqual({});
    expect(alertFormErrors(valid({ frequency: '3' })).frequency).toBe(ALERT_MESSAGES[414]);
    expect(alertFormErrors(valid({ frequency: '0' })).frequency).toBe(ALERT_MESSAGES[414]);
    expect(alertFormErrors(valid({ frequency: '1.5' })).frequency).toBe(ALERT_MESSAGES[414]);
    expect(alertFormErrors(valid({ frequency: '2' }), 1).frequency).toBe(ALERT_MESSAGES[414]);
    expect(frequencyLabel(1)).toBe('At most once a day');
    expect(frequencyLabel(2)).toBe('At most twice a day');
  });

  it('checks prices (0–10000 dollars, min not above max) and sunset hours (0–12)', () => {
    expect(alertFormErrors(valid({ minPrice: '20', maxPrice: '59.50' }))).toEqual({});
    expect(alertFormErrors(valid({ minPrice: '70', maxPrice: '60' })).minPrice).toMatch(/not be above/);
    expect(alertFormErrors(valid({ maxPrice: '10001' })).maxPrice).toMatch(/0 to 10000/);
    expect(alertFormErrors(valid({ minPrice: '-1' })).minPrice).toMatch(/0 to 10000/);
    expect(alertFormErrors(valid({ minPrice: '1.999' })).minPrice).toMatch(/0 to 10000/);
    expect(alertFormErrors(valid({ atLeastNHoursBeforeSunset: '12' }))).toEqual({});
    expect(alertFormErrors(valid({ atLeastNHoursBeforeSunset: '13' })).atLeastNHoursBeforeSunset).toMatch(
      /0 to 12/,
    );
  });

  it('reads an alert into the form and sends it back as the API takes it', () => {
    const form = alertForm(demo);
    expect(form).toMatchObject({ target: 'course:1303', maxPrice: '60', minPrice: '', frequency: '1' });
    const body = alertBody(form);
    expect(body).toMatchObject({
      courseId: '1303',
      minPrice: null,
      maxPrice: 60,
      atLeastNHoursBeforeSunset: null,
      frequency: 1,
      isActive: true,
      for_2: true,
      for_4: true,
      for_1: false,
      holes_18: true,
      saturday: true,
      monday: false,
    });
    expect(body).not.toHaveProperty('cityId');
    expect(alertBody(valid({ target: 'city:austin-tx', atLeastNHoursBeforeSunset: '2' }))).toMatchObject({
      cityId: 'austin-tx',
      atLeastNHoursBeforeSunset: 2,
    });
  });

  it('describes an alert in one line', () => {
    const price = (n: number) => `$${n}`;
    expect(describeAlert(demo, price)).toBe(
      '2 or 4 players · 18 holes · Sat, Sun · up to $60 · at most once a day',
    );
    expect(
      describeAlert(
        { ...demo, for_1: true, for_2: false, for_4: false, holes_9: true, minPrice: 20, frequency: 2 },
        price,
      ),
    ).toBe('1 player · 9 or 18 holes · Sat, Sun · $20–$60 · at most twice a day');
    expect(describeAlert({ ...demo, atLeastNHoursBeforeSunset: 2 }, price)).toBe(
      '2 or 4 players · 18 holes · Sat, Sun · up to $60 · 2 h or more before sunset · at most once a day',
    );
    const everyDay = Object.fromEntries(
      ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((d) => [d, true]),
    );
    expect(describeAlert({ ...demo, ...everyDay, maxPrice: null }, price)).toContain('every day · any price');
  });
});
