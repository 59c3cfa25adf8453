import { AppError } from '../../errors/app-error';

// The refusals of booking and appointments (API.md "Booking", "Appointments and patients").

export const appointmentNotFound = () => new AppError(404, 'NOT_FOUND', 'No such appointment');
export const patientNotFound = () => new AppError(404, 'NOT_FOUND', 'No such patient');
export const typeNotFound = () => new AppError(404, 'NOT_FOUND', 'No such appointment type');

export const phoneRequired = () =>
  new AppError(422, 'PHONE_REQUIRED', 'A phone number is required', { fields: { phone: 'phoneRequired' } });

export const patientRequired = () =>
  new AppError(422, 'PATIENT_REQUIRED', 'Name the patient or choose a known one', {
    fields: { firstName: 'firstNameRequired', lastName: 'lastNameRequired' },
  });

export const unknownDoctorId = () =>
  new AppError(422, 'UNKNOWN_DOCTOR', 'No such doctor in this business', {
    fields: { doctorId: 'unknownDoctor' },
  });

export const rangeTooLong = (maxDays: number) =>
  new AppError(422, 'RANGE_TOO_LONG', `At most ${maxDays} days at once`, { fields: { to: 'rangeTooLong' } });

export const rangeReversed = () =>
  new AppError(400, 'VALIDATION', 'The end lies before the start', { fields: { to: 'beforeFrom' } });

/** A patient cannot cancel what has already begun. */
export const appointmentStarted = () =>
  new AppError(422, 'APPOINTMENT_STARTED', 'The appointment has already begun');
