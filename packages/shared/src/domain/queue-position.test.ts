import { describe, expect, it } from 'vitest';
import { countBefore, insertKey, isWaitingStatus, removeKey } from './queue-position';

describe('queue positions from order keys', () => {
  it('counts the waiting order keys smaller than an entry’s own', () => {
    const waiting = [3, 8, 15, 42];
    expect(countBefore(waiting, 3)).toBe(0);
    expect(countBefore(waiting, 15)).toBe(2);
    // An entry that is not waiting itself (in treatment) still has its count of those before it.
    expect(countBefore(waiting, 10)).toBe(2);
    expect(countBefore(waiting, 100)).toBe(4);
    expect(countBefore([], 7)).toBe(0);
  });

  it('keeps the keys sorted when entries join, come back or leave, in any order', () => {
    const waiting: number[] = [];
    for (const key of [5, 1, 9, 7, 3]) insertKey(waiting, key);
    expect(waiting).toEqual([1, 3, 5, 7, 9]);
    insertKey(waiting, 5);
    expect(waiting).toEqual([1, 3, 5, 7, 9]);
    removeKey(waiting, 1);
    removeKey(waiting, 7);
    removeKey(waiting, 8);
    expect(waiting).toEqual([3, 5, 9]);
    expect(countBefore(waiting, 9)).toBe(2);
  });

  it('agrees with counting one by one on a long queue', () => {
    const waiting = Array.from({ length: 5000 }, (_, i) => i * 3 + 1);
    for (const key of [0, 1, 2, 4, 7500, 14_998, 15_000]) {
      expect(countBefore(waiting, key)).toBe(waiting.filter((k) => k < key).length);
    }
  });

  it('counts entries that are not here yet or checked in, not those in treatment or done', () => {
    expect(isWaitingStatus('notHere')).toBe(true);
    expect(isWaitingStatus('checkIn')).toBe(true);
    expect(isWaitingStatus('inTreatment')).toBe(false);
    expect(isWaitingStatus('done')).toBe(false);
  });
});
