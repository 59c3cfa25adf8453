import { describe, expect, it } from 'vitest';
import { isFinished, isWaiting, roomState } from './room-state';

const entry = (overrides: Partial<Parameters<typeof roomState>[0]>) => ({
  status: 'notHere' as const,
  outcome: null,
  isNext: false,
  ahead: 2,
  messageSent: false,
  message: null,
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

  it('is called in by "notify now" without words, even with people ahead', () => {
    expect(roomState(entry({ status: 'checkIn', messageSent: true }))).toBe('called');
    expect(roomState(entry({ ahead: 0, messageSent: true }))).toBe('called');
  });

  it('keeps counting the people ahead when the staff wrote their own words', () => {
    expect(roomState(entry({ messageSent: true, message: 'Wir sind im Verzug.' }))).toBe('waiting');
  });

  it('tells being served apart from finished and from taken off the list', () => {
    expect(roomState(entry({ status: 'inTreatment', ahead: 0 }))).toBe('inTreatment');
    expect(roomState(entry({ status: 'done', outcome: 'treated', ahead: 0 }))).toBe('done');
    expect(roomState(entry({ status: 'done', outcome: 'cancelled', ahead: 0 }))).toBe('left');
    expect(roomState(entry({ status: 'done', outcome: 'noShow', ahead: 0 }))).toBe('left');
  });

  it('lets only a waiting place step out, and ends the place when done', () => {
    expect(
      ['waiting', 'next', 'called', 'inTreatment', 'done', 'left'].map((s) => isWaiting(s as never)),
    ).toEqual([true, true, true, false, false, false]);
    expect(isFinished('done')).toBe(true);
    expect(isFinished('left')).toBe(true);
    expect(isFinished('inTreatment')).toBe(false);
  });

  it('keeps a no-show’s room open (staff may put them back), without the waiting controls', () => {
    expect(roomState(entry({ status: 'noShow', outcome: 'noShow', ahead: 0 }))).toBe('noShow');
    expect(isFinished('noShow')).toBe(false);
    expect(isWaiting('noShow')).toBe(false);
  });
});
