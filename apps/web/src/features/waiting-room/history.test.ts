import type { Appointment } from '@qtify/shared/schemas/booking-schemas';
import type { Visit } from '@qtify/shared/schemas/patient-schemas';
import { describe, expect, it } from 'vitest';
import { patientHistory } from './history';

const appointment = (id: string, start: string) => ({ id, start }) as Appointment;
const visit = (id: string, createdAt: string) => ({ id, createdAt }) as Visit;

describe('a patient history', () => {
  it('lists appointments and visits together, newest first', () => {
    const items = patientHistory(
      [appointment('a-old', '2026-10-01T08:00:00Z'), appointment('a-next', '2026-12-01T08:00:00Z')],
      [visit('v-today', '2026-11-21T09:00:00Z'), visit('v-last-month', '2026-10-20T09:00:00Z')],
    );
    expect(items.map((item) => (item.kind === 'appointment' ? item.appointment.id : item.visit.id))).toEqual([
      'a-next',
      'v-today',
      'v-last-month',
      'a-old',
    ]);
  });

  it('is empty for a new patient', () => {
    expect(patientHistory([], [])).toEqual([]);
  });
});
