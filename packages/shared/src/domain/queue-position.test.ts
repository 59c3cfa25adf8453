import { describe, expect, it } from 'vitest';
import { peopleAhead } from './queue-position';

const entry = (id: string, sortKey: number, status: 'notHere' | 'checkIn' | 'inTreatment' | 'done') => ({
  id,
  sortKey,
  status,
});

describe('people ahead in the queue', () => {
  it('counts the waiting entries that joined earlier, whether checked in or not yet here', () => {
    const ahead = peopleAhead([entry('c', 3, 'notHere'), entry('a', 1, 'checkIn'), entry('b', 2, 'notHere')]);
    expect(Object.fromEntries(ahead)).toEqual({ a: 0, b: 1, c: 2 });
  });

  it('does not count people in treatment or done', () => {
    const ahead = peopleAhead([
      entry('a', 1, 'inTreatment'),
      entry('b', 2, 'done'),
      entry('c', 3, 'checkIn'),
      entry('d', 4, 'notHere'),
    ]);
    expect(ahead.get('c')).toBe(0);
    expect(ahead.get('d')).toBe(1);
    expect(ahead.get('a')).toBe(0);
  });

  it('moves everyone up when someone before them is finished', () => {
    const before = peopleAhead([
      entry('a', 1, 'checkIn'),
      entry('b', 2, 'checkIn'),
      entry('c', 3, 'notHere'),
    ]);
    const after = peopleAhead([
      entry('a', 1, 'done'),
      entry('b', 2, 'inTreatment'),
      entry('c', 3, 'notHere'),
    ]);
    expect(before.get('c')).toBe(2);
    expect(after.get('c')).toBe(0);
  });
});
