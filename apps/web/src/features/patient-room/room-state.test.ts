import { describe, expect, it } from 'vitest';
import { isFinished, isWaiting, roomState } from './room-state';

const entry = (overrides: Partial<Parameters<typeof roomState>[0]>) => ({
  status: 'notHere' as const,
  outcome: null,
  isNext: false,
  ahead: 2,
  ...overrides,
});

describe('room state', () => {
  it('waits while people are ahead, checked in or not', () => {
    expect(roomState(entry({}))).toBe('waiting');
    expect(roomState(entry({ status: 'checkIn' }))).toBe('waiting');
  });

  it('is next when nobody waits ahead', () => {
    expect(roomState(entry({ ahead: 0, isNext: true }))).toBe('next');
    expect(roomState(entry({ ahead: 0 }))).toBe('next');
  });

  it('tells being served apart from finished and from taken off the list', () => {
    expect(roomState(entry({ status: 'inTreatment', ahead: 0 }))).toBe('inTreatment');
    expect(roomState(entry({ status: 'done', outcome: 'treated', ahead: 0 }))).toBe('done');
    expect(roomState(entry({ status: 'done', outcome: 'cancelled', ahead: 0 }))).toBe('left');
    expect(roomState(entry({ status: 'done', outcome: 'noShow', ahead: 0 }))).toBe('left');
  });

  it('lets only a waiting place step out, and ends the place when done', () => {
    expect(['waiting', 'next', 'inTreatment', 'done', 'left'].map((s) => isWaiting(s as never))).toEqual([
      true,
      true,
      false,
      false,
      false,
    ]);
    expect(isFinished('done')).toBe(true);
    expect(isFinished('left')).toBe(true);
    expect(isFinished('inTreatment')).toBe(false);
  });
});
