import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { AppointmentTypeWithDoctors } from './appointment-types.repository';

export function presentAppointmentType(row: AppointmentTypeWithDoctors): AppointmentType {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    durationMinutes: row.durationMinutes,
    color: row.color,
    doctorIds: row.doctorIds,
    bookingRules: row.bookingRules,
  };
}
