import { DOCTORS_REQUIRED } from '@qtify/shared/schemas/appointment-type-schemas';
import { AppError } from '../../errors/app-error';

// The refusals of the appointment types API. A deleted type, another business's type and an unknown
// id get the same 404; a doctor of another business is "unknown", never "someone else's".

export const appointmentTypeNotFound = () => new AppError(404, 'NOT_FOUND', 'No such appointment type');

/** SPEC 5: appointment types can be created only after at least one doctor exists. */
export const noDoctors = () =>
  new AppError(422, 'NO_DOCTORS', 'Add a doctor before creating appointment types', {
    fields: { doctorIds: 'noDoctors' },
  });

export const unknownDoctor = () =>
  new AppError(422, 'UNKNOWN_DOCTOR', 'A doctor of the list does not exist in this business', {
    fields: { doctorIds: 'unknownDoctor' },
  });

/** A type nobody offers could never be booked. */
export const doctorsRequired = () =>
  new AppError(400, 'VALIDATION', 'Choose at least one doctor', {
    fields: { doctorIds: DOCTORS_REQUIRED },
  });
