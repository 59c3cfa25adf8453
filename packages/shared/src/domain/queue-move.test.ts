import { describe, expect, it } from 'vitest';
import { applyQueueMove, type PositionView, type QueueMove } from './queue-move';
import { countBefore, insertKey, removeKey } from './queue-position';

const move = (version: number, entered: number[], left: number[], minutesPerPerson = 10): QueueMove => ({
  businessId: 'b',
  version,
  changes: [{ version, entered, left }],
  minutesPerPerson,
  perPerson: { min: minutesPerPerson, max: minutesPerPerson },
});

const waitingAt = (sortKey: number, ahead: number, version: number): PositionView => ({
  status: 'notHere',
  sortKey,
  version,
  ahead,
  isNext: ahead === 0,
  estimatedWaitMinutes: ahead * 10,
  minutesPerPerson: 10,
  estimatedWaitRange: { min: ahead * 10, max: ahead * 10 },
  perPerson: { min: 10, max: 10 },
});

describe('a patient’s page applying the place’s queue moves', () => {
  it('moves up when someone before them leaves and stays when someone after them joins', () => {
    const me = waitingAt(50, 2, 7);
    const first = applyQueueMove(me, move(8, [], [10]));
    expect(first).toEqual({
      kind: 'applied',
      entry: {
        ...me,
        version: 8,
        ahead: 1,
        isNext: false,
        estimatedWaitMinutes: 10,
        estimatedWaitRange: { min: 10, max: 10 },
      },
    });
    if (first.kind !== 'applied') return;
    const second = applyQueueMove(first.entry, move(9, [60], []));
    expect(second.kind === 'applied' && second.entry.ahead).toBe(1);
  });

  it('counts someone coming back before them (called by mistake) and takes the new estimate', () => {
    const outcome = applyQueueMove(waitingAt(50, 0, 3), move(4, [20], [], 12.5));
    expect(outcome).toMatchObject({
      kind: 'applied',
      entry: { ahead: 1, isNext: false, estimatedWaitMinutes: 13, minutesPerPerson: 12.5 },
    });
  });

  it('carries the measured range per person and gives the wait as a range in steps of five', () => {
    const measured: QueueMove = { ...move(8, [], [10]), perPerson: { min: 9, max: 12.75 } };
    const outcome = applyQueueMove(waitingAt(50, 3, 7), measured);
    // 2 ahead × 9 = 18 → 15; 2 × 12.75 = 25.5 → 30.
    expect(outcome).toMatchObject({
      kind: 'applied',
      entry: { ahead: 2, estimatedWaitRange: { min: 15, max: 30 }, perPerson: { min: 9, max: 12.75 } },
    });
  });

  it('ignores a version it knows and asks to fetch again after a missed one', () => {
    const me = waitingAt(50, 2, 7);
    expect(applyQueueMove(me, move(7, [], [10]))).toEqual({ kind: 'ignored' });
    expect(applyQueueMove(me, move(5, [], [10]))).toEqual({ kind: 'ignored' });
    expect(applyQueueMove(me, move(9, [], [10]))).toEqual({ kind: 'gap' });
  });

  it('applies a burst of steps in one broadcast, skipping the steps it knows', () => {
    const burst: QueueMove = {
      businessId: 'b',
      version: 10,
      changes: [
        { version: 8, entered: [], left: [10] },
        { version: 9, entered: [70], left: [] },
        { version: 10, entered: [], left: [20] },
      ],
      minutesPerPerson: 10,
      perPerson: { min: 10, max: 10 },
    };
    expect(applyQueueMove(waitingAt(50, 3, 7), burst)).toMatchObject({
      kind: 'applied',
      entry: { version: 10, ahead: 1 },
    });
    // It heard version 8 on its own (its entry:changed came first): 9 and 10 still apply.
    expect(applyQueueMove(waitingAt(50, 2, 8), burst)).toMatchObject({
      kind: 'applied',
      entry: { version: 10, ahead: 1 },
    });
    expect(applyQueueMove(waitingAt(50, 3, 6), burst)).toEqual({ kind: 'gap' });
  });

  it('leaves an entry alone that no longer waits (its own entry:changed tells it more)', () => {
    const inTreatment = { ...waitingAt(50, 0, 7), status: 'inTreatment' as const };
    expect(applyQueueMove(inTreatment, move(8, [], [10]))).toEqual({ kind: 'ignored' });
  });

  it('always agrees with counting the waiting keys, over a long random morning', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const waiting: number[] = [];
    let nextKey = 1;
    for (let i = 0; i < 20; i++) insertKey(waiting, nextKey++);
    const mine = waiting[12] as number;
    let me = waitingAt(mine, countBefore(waiting, mine), 0);
    for (let version = 1; version <= 500; version++) {
      const entered: number[] = [];
      const left: number[] = [];
      const others = waiting.filter((key) => key !== mine);
      if (random() < 0.5 || others.length === 0) entered.push(nextKey++);
      else left.push(others[Math.floor(random() * others.length)] as number);
      for (const key of entered) insertKey(waiting, key);
      for (const key of left) removeKey(waiting, key);
      const outcome = applyQueueMove(me, move(version, entered, left));
      if (outcome.kind !== 'applied') throw new Error(`version ${version}: ${outcome.kind}`);
      me = outcome.entry;
      expect(me.ahead).toBe(countBefore(waiting, mine));
    }
  });
});
