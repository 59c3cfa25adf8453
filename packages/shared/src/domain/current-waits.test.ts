import { describe, expect, it } from 'vitest';
import { currentWaits } from './current-waits';

const now = Date.parse('2026-11-25T10:00:00Z');
const joined = (minutesAgo: number) => new Date(now - minutesAgo * 60_000).toISOString();

describe('the current waits of the queue', () => {
  it('are the mean and the longest time since joining of everyone still waiting', () => {
    expect(
      currentWaits(
        [
          { status: 'checkIn', createdAt: joined(10) },
          { status: 'notHere', createdAt: joined(25) },
          { status: 'checkIn', createdAt: joined(4) },
        ],
        now,
      ),
    ).toEqual({ waiting: 3, averageMinutes: 13, longestMinutes: 25 });
  });

  it('leave out who is in treatment or done', () => {
    expect(
      currentWaits(
        [
          { status: 'inTreatment', createdAt: joined(90) },
          { status: 'done', createdAt: joined(120) },
          { status: 'checkIn', createdAt: joined(6) },
        ],
        now,
      ),
    ).toEqual({ waiting: 1, averageMinutes: 6, longestMinutes: 6 });
  });

  it('are empty when nobody waits', () => {
    expect(currentWaits([{ status: 'done', createdAt: joined(3) }], now)).toEqual({
      waiting: 0,
      averageMinutes: null,
      longestMinutes: null,
    });
  });

  it('never go below zero when the clock is behind the server', () => {
    expect(currentWaits([{ status: 'checkIn', createdAt: joined(-2) }], now).longestMinutes).toBe(0);
  });
});
