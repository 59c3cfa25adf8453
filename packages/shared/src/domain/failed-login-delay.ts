import { FAILED_LOGIN_DELAY, type LoginDelayPolicy } from './abuse-limits';

/** Seconds the next login attempt after `failures` wrong passwords in a row must wait (0: none). */
export function failedLoginDelaySeconds(
  failures: number,
  policy: LoginDelayPolicy = FAILED_LOGIN_DELAY,
): number {
  if (failures < policy.freeFailures) return 0;
  // The exponent is capped too, so a huge streak cannot overflow into Infinity.
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.maxDelaySeconds, policy.firstDelaySeconds * 2 ** doublings);
}
