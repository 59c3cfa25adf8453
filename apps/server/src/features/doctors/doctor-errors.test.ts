import { describe, expect, it } from 'vitest';
import { doctorHasAppointments } from './doctor-errors';

// The refusal itself waits for the appointments table (the booking issue); its answer is fixed now.
describe('the refusal to delete a doctor with future appointments', () => {
  it('is a 409 DOCTOR_HAS_APPOINTMENTS naming how many, in the message and in fields', () => {
    const error = doctorHasAppointments(3);
    expect(error).toMatchObject({
      status: 409,
      code: 'DOCTOR_HAS_APPOINTMENTS',
      fields: { appointments: '3' },
    });
    expect(error.message).toContain('3 future appointments');
    expect(doctorHasAppointments(1).message).toContain('1 future appointment;');
  });
});
