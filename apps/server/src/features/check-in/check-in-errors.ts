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
