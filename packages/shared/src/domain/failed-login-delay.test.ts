import { describe, expect, it } from 'vitest';
import { FAILED_LOGIN_DELAY } from './abuse-limits';
import { failedLoginDelaySeconds } from './failed-login-delay';

describe('failedLoginDelaySeconds', () => {
  it('lets the first few wrong passwords pass without a delay', () => {
    for (let failures = 0; failures < FAILED_LOGIN_DELAY.freeFailures; failures++) {
      expect(failedLoginDelaySeconds(failures)).toBe(0);
    }
  });

  it('doubles the delay with each further failure, from one second', () => {
    const free = FAILED_LOGIN_DELAY.freeFailures;
    expect([0, 1, 2, 3].map((extra) => failedLoginDelaySeconds(free + extra))).toEqual([1, 2, 4, 8]);
  });

  it('never makes the owner wait more than a minute, however long the streak', () => {
    expect(failedLoginDelaySeconds(50)).toBe(60);
    expect(failedLoginDelaySeconds(10_000)).toBe(60);
  });
});
