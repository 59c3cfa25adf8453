import { describe, expect, it } from 'vitest';
import type { FreeSlot } from './free-slots';
import { isTableSeats, largestPartySize, orderSlotsByFit, seatsParty, tablesByFit } from './party-size';

const twoTop = { id: 'b-two', partySize: 2 };
const fourTop = { id: 'c-four', partySize: 4 };
const otherFourTop = { id: 'a-four', partySize: 4 };
const sixTop = { id: 'd-six', partySize: 6 };
const unsized = { id: 'e-unsized', partySize: null };

describe('which tables seat a party', () => {
  it('seats a party at a table with at least as many seats', () => {
    expect(seatsParty(fourTop, 4)).toBe(true);
    expect(seatsParty(fourTop, 3)).toBe(true);
    expect(seatsParty(twoTop, 4)).toBe(false);
  });

  it('counts a table without a size as fitting', () => {
    expect(seatsParty(unsized, 40)).toBe(true);
  });

  it('ranks the smallest fitting table first, ties by id, unknown sizes last', () => {
    expect(tablesByFit([sixTop, unsized, fourTop, twoTop, otherFourTop], 3)).toEqual([
      'a-four',
      'c-four',
      'd-six',
      'e-unsized',
    ]);
  });

  it('finds no table when none is big enough', () => {
    expect(tablesByFit([twoTop, fourTop, sixTop], 7)).toEqual([]);
  });
});

describe('ordering free slots by fit', () => {
  const slot = (doctorId: string, start: number): FreeSlot => ({ doctorId, start, end: start + 30 });

  it('puts the best-fitting free table first at each start and drops tables that do not fit', () => {
    const free = [slot('b-two', 0), slot('c-four', 0), slot('d-six', 0), slot('d-six', 30)];
    expect(orderSlotsByFit(free, ['c-four', 'd-six'])).toEqual([
      slot('c-four', 0),
      slot('d-six', 0),
      slot('d-six', 30),
    ]);
  });
});

describe('the largest party a restaurant seats online', () => {
  it('is the size of its biggest table', () => {
    expect(largestPartySize([twoTop, sixTop, fourTop])).toBe(6);
  });

  it('is unknown without tables or when a table has no size', () => {
    expect(largestPartySize([])).toBeNull();
    expect(largestPartySize([twoTop, unsized])).toBeNull();
  });
});

describe('the seats of a table', () => {
  it('are a whole number from one to a thousand', () => {
    expect([1, 4, 1000].map(isTableSeats)).toEqual([true, true, true]);
    expect([0, 1001, 2.5, Number.NaN].map(isTableSeats)).toEqual([false, false, false, false]);
  });
});
