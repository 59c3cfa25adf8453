import { describe, expect, it } from 'vitest';
import { actionForPrescriptionMove, canMovePrescription } from './prescription-status';

describe('a repeat prescription request’s moves', () => {
  it('go forward only: approve or decline, then ready, then collected', () => {
    expect(canMovePrescription('new', 'inProgress')).toBe(true);
    expect(canMovePrescription('new', 'declined')).toBe(true);
    expect(canMovePrescription('new', 'ready')).toBe(false);
    expect(canMovePrescription('inProgress', 'ready')).toBe(true);
    expect(canMovePrescription('ready', 'collected')).toBe(true);
    expect(canMovePrescription('collected', 'ready')).toBe(false);
    expect(canMovePrescription('declined', 'inProgress')).toBe(false);
  });

  it('needs a doctor to approve or decline, the desk suffices to make ready and hand out', () => {
    expect(actionForPrescriptionMove('inProgress')).toBe('prescriptions.prescribe');
    expect(actionForPrescriptionMove('declined')).toBe('prescriptions.prescribe');
    expect(actionForPrescriptionMove('ready')).toBe('prescriptions.handle');
    expect(actionForPrescriptionMove('collected')).toBe('prescriptions.handle');
  });
});
