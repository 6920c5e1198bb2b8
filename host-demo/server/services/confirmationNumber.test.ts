import { describe, expect, it } from 'vitest';
import { FX } from '../testing/bookingFixtures';
import { makeBookingApp } from '../testing/bookingApp';
import {
  CONFIRMATION_ALPHABET,
  CONFIRMATION_PATTERN,
  newConfirmationNumber,
  uniqueConfirmationNumber,
} from './confirmationNumber';

/** A pick that draws the given indexes in turn. */
const drawing = (indexes: number[]) => {
  let i = 0;
  return () => indexes[i++ % indexes.length]!;
};
const indexesOf = (number: string) => [...number.slice(3)].map((c) => CONFIRMATION_ALPHABET.indexOf(c));

describe('confirmation numbers', () => {
  it('use 32 signs a golfer can read out: no 0, O, 1 or I, nothing twice', () => {
    expect(CONFIRMATION_ALPHABET).toHaveLength(32);
    expect(new Set(CONFIRMATION_ALPHABET).size).toBe(32);
    expect(CONFIRMATION_ALPHABET).not.toMatch(/[0O1I]/);
    expect(CONFIRMATION_ALPHABET).toMatch(/^[2-9A-Z]+$/);
  });

  it('read "TT-" and six of those signs, from the first to the last one', () => {
    expect(newConfirmationNumber(() => 0)).toBe('TT-222222');
    expect(newConfirmationNumber((n) => n - 1)).toBe('TT-ZZZZZZ');
    expect(newConfirmationNumber(drawing([5, 17, 2, 22, 7, 19]))).toBe('TT-7K4Q9M');
    for (let i = 0; i < 500; i++) expect(newConfirmationNumber()).toMatch(CONFIRMATION_PATTERN);
  });

  it('are random: 500 draws give 500 numbers', () => {
    expect(new Set(Array.from({ length: 500 }, () => newConfirmationNumber())).size).toBe(500);
  });

  it('are unique: a number a reservation already has is drawn again', async () => {
    const t = makeBookingApp();
    const user = await t.signIn('golfer@example.com');
    const prep = await t.json(await t.prepare(FX.open, 1, user));
    const paid = await t.json(await t.pay(prep.auth_token, { credit_card_id: 'card_demo_1' }, user));
    const taken = paid.reservation.tee_time_reservation_id as string;
    expect(taken).toMatch(CONFIRMATION_PATTERN);
    const other = taken === 'TT-ZZZZZZ' ? 'TT-222222' : 'TT-ZZZZZZ';
    // The first draw repeats the booked number; the second one is free.
    expect(uniqueConfirmationNumber(t.db, drawing([...indexesOf(taken), ...indexesOf(other)]))).toBe(other);
  });
});
