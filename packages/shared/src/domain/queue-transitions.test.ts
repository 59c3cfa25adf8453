import { describe, expect, it } from 'vitest';
import { QUEUE_STATUSES } from './queue-status';
import { canChangeStatus, nextStatuses } from './queue-transitions';

describe('queue status transitions', () => {
  it('lets staff check a patient in and take it back', () => {
    expect(canChangeStatus('notHere', 'checkIn')).toBe(true);
    expect(canChangeStatus('checkIn', 'notHere')).toBe(true);
  });

  it('calls a waiting patient into treatment and finishes the treatment', () => {
    expect(canChangeStatus('checkIn', 'inTreatment')).toBe(true);
    expect(canChangeStatus('notHere', 'inTreatment')).toBe(true);
    expect(canChangeStatus('inTreatment', 'done')).toBe(true);
  });

  it('puts a patient called by mistake back to waiting, but never back to not-here', () => {
    expect(canChangeStatus('inTreatment', 'checkIn')).toBe(true);
    expect(canChangeStatus('inTreatment', 'notHere')).toBe(false);
  });

  it('ends any open entry (cancelled or no-show)', () => {
    for (const from of ['notHere', 'checkIn', 'inTreatment'] as const)
      expect(canChangeStatus(from, 'done')).toBe(true);
  });

  it('never reopens a finished entry and never "changes" to the same status', () => {
    for (const to of QUEUE_STATUSES) expect(canChangeStatus('done', to)).toBe(false);
    for (const status of QUEUE_STATUSES) expect(canChangeStatus(status, status)).toBe(false);
    expect(nextStatuses('done')).toEqual([]);
  });

  it('takes a waiting patient out as a no-show and puts them back, never one in treatment', () => {
    expect(canChangeStatus('checkIn', 'noShow')).toBe(true);
    expect(canChangeStatus('notHere', 'noShow')).toBe(true);
    expect(canChangeStatus('inTreatment', 'noShow')).toBe(false);
    expect(canChangeStatus('noShow', 'checkIn')).toBe(true);
    expect(canChangeStatus('noShow', 'done')).toBe(false);
  });
});
