import { describe, expect, it } from 'vitest';
import { nextSetupStep } from './setup-progress';

const withHours = { workingTimes: [{ weekday: 1, start: '08:00', end: '12:00' }] };

describe('nextSetupStep', () => {
  it('starts with the business when there is none', () => {
    expect(nextSetupStep({ hasBusiness: false, doctors: [], appointmentTypeCount: 0 })).toBe('business');
  });

  it('asks for a doctor next, also when the only doctor has no hours yet', () => {
    expect(nextSetupStep({ hasBusiness: true, doctors: [], appointmentTypeCount: 0 })).toBe('doctor');
    expect(
      nextSetupStep({ hasBusiness: true, doctors: [{ workingTimes: [] }], appointmentTypeCount: 1 }),
    ).toBe('doctor');
  });

  it('asks for an appointment type once a doctor has hours', () => {
    expect(nextSetupStep({ hasBusiness: true, doctors: [withHours], appointmentTypeCount: 0 })).toBe(
      'appointmentType',
    );
  });

  it('is done with a business, a doctor with hours and a type', () => {
    expect(nextSetupStep({ hasBusiness: true, doctors: [withHours], appointmentTypeCount: 2 })).toBe('done');
  });
});
