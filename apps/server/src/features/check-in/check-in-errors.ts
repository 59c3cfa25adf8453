import { AppError } from '../../errors/app-error';

export const appointmentNotFound = () => new AppError(404, 'NOT_FOUND', 'No such appointment');

/**
 * Outside the check-in window. When it opens is no field of the answer (`fields` holds validation
 * codes): the manage page computes the window with the same rule (domain/check-in-window.ts).
 */
export const checkInClosed = () =>
  new AppError(422, 'CHECK_IN_CLOSED', 'Check-in is not open for this appointment now');

export const appointmentCancelled = () =>
  new AppError(409, 'APPOINTMENT_CANCELLED', 'This appointment was cancelled');

/** The appointment's patient record is gone (erased): nobody to put in the line. */
export const appointmentWithoutPatient = () =>
  new AppError(409, 'CONFLICT', 'This appointment has no patient record any more');

/**
 * A check-in by name and birth date that matches no appointment of today: one answer for an unknown
 * name, another birth date and a day without an appointment (nothing to learn about other patients).
 */
export const noMatchingAppointment = () =>
  new AppError(422, 'NO_MATCHING_APPOINTMENT', 'No appointment today matches this name and birth date');

/** A no-show is offered once the appointment has ended; before, the patient may still come. */
export const appointmentNotOver = () =>
  new AppError(422, 'APPOINTMENT_NOT_OVER', 'The appointment has not ended yet');

/** The patient of this appointment checked in: they came, so no no-show. */
export const checkedInAlready = () =>
  new AppError(409, 'CHECKED_IN_ALREADY', 'This appointment was checked in');
