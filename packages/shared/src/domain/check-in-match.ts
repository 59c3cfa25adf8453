import { patientCheckInWindow } from './check-in-window';

/**
 * Which of a patient's appointments of today a check-in by name and birth date (kiosk, the QR
 * page's "I have an appointment") takes: the first whose window is open now. None open but some
 * today → `closed` (too early or over: CHECK_IN_CLOSED); none at all → `none`.
 */
export function appointmentToCheckIn<T extends { start: Date; end: Date }>(
  appointments: readonly T[],
  now: Date,
): { state: 'open'; appointment: T } | { state: 'closed' } | { state: 'none' } {
  const sorted = [...appointments].sort((a, b) => a.start.getTime() - b.start.getTime());
  const open = sorted.find((item) => patientCheckInWindow(item, now).state === 'open');
  if (open) return { state: 'open', appointment: open };
  return sorted.length > 0 ? { state: 'closed' } : { state: 'none' };
}
