import { describe, expect, it } from 'vitest';
import { prescriptionReadyBy } from './prescription-ready-by';

const VIENNA = 'Europe/Vienna';
const rule = { cutoff: '11:00', leadWorkingDays: 0 };

describe('the day a repeat prescription is ready', () => {
  it('is the same working day before the cut-off, on the practice’s clock', () => {
    // Monday 2026-03-02 10:59 in Vienna is 09:59Z.
    expect(prescriptionReadyBy(new Date('2026-03-02T09:59:00Z'), VIENNA, rule)).toEqual({
      date: '2026-03-02',
      afterCutoff: false,
    });
  });

  it('is the next working day from the cut-off on, and Monday after a Friday’s cut-off', () => {
    expect(prescriptionReadyBy(new Date('2026-03-02T10:00:00Z'), VIENNA, rule).date).toBe('2026-03-03');
    expect(prescriptionReadyBy(new Date('2026-03-06T10:30:00Z'), VIENNA, rule)).toEqual({
      date: '2026-03-09',
      afterCutoff: true,
    });
  });

  it('counts a weekend request from the next working day, and adds the lead time in working days', () => {
    const saturday = new Date('2026-03-07T08:00:00Z');
    expect(prescriptionReadyBy(saturday, VIENNA, rule).date).toBe('2026-03-09');
    expect(prescriptionReadyBy(saturday, VIENNA, { cutoff: '11:00', leadWorkingDays: 2 }).date).toBe(
      '2026-03-11',
    );
    // Thursday before the cut-off, two days' lead: Monday.
    expect(
      prescriptionReadyBy(new Date('2026-03-05T07:00:00Z'), VIENNA, { cutoff: '11:00', leadWorkingDays: 2 })
        .date,
    ).toBe('2026-03-09');
  });

  it('follows the practice’s working days (open on Saturdays) and the summer time change', () => {
    const friday = new Date('2026-03-06T12:00:00Z');
    expect(prescriptionReadyBy(friday, VIENNA, rule, [1, 2, 3, 4, 5, 6]).date).toBe('2026-03-07');
    // 2026-03-30 is the Monday after clocks went forward: 10:30 CEST is 08:30Z, before the cut-off.
    expect(prescriptionReadyBy(new Date('2026-03-30T08:30:00Z'), VIENNA, rule).date).toBe('2026-03-30');
    expect(prescriptionReadyBy(new Date('2026-03-30T09:00:00Z'), VIENNA, rule).date).toBe('2026-03-31');
  });
});
