import { AppError } from '../../errors/app-error';

// The refusals of booking and appointments (API.md "Booking", "Appointments and patients").

export const appointmentNotFound = () => new AppError(404, 'NOT_FOUND', 'No such appointment');
export const patientNotFound = () => new AppError(404, 'NOT_FOUND', 'No such patient');
export const typeNotFound = () => new AppError(404, 'NOT_FOUND', 'No such appointment type');

/** Someone else booked that time first (or it overlaps another appointment of the doctor). */
export const slotTaken = () =>
  new AppError(409, 'SLOT_TAKEN', 'The time is booked already', { fields: { start: 'slotTaken' } });

/** The time is not one the business offers (outside working times, absent, past, off the grid). */
export const slotUnavailable = (field = 'start') =>
  new AppError(422, 'SLOT_UNAVAILABLE', 'This time cannot be booked', { fields: { [field]: 'unavailable' } });

/** No table of the type seats that many persons: the guest should call the restaurant. */
export const partyTooLarge = () =>
  new AppError(422, 'PARTY_TOO_LARGE', 'No table seats that many persons', {
    fields: { partySize: 'partyTooLarge' },
  });

/** The phone or e-mail already holds the most open future bookings a contact may have at the place. */
export const bookingLimit = (max: number, fields: Record<string, string>) =>
  new AppError(409, 'BOOKING_LIMIT', `At most ${max} open bookings per phone number and per e-mail address`, {
    fields,
  });

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
