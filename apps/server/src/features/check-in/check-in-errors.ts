import { AppError } from '../../errors/app-error';

export const appointmentNotFound = () => new AppError(404, 'NOT_FOUND', 'No such appointment');

/** Outside the check-in window; a patient learns when theirs opens (`fields.opensAt`). */
export const checkInClosed = (opensAt?: Date) =>
  new AppError(422, 'CHECK_IN_CLOSED', 'Check-in is not open for this appointment now', {
    ...(opensAt ? { fields: { opensAt: opensAt.toISOString() } } : {}),
  });

export const appointmentCancelled = () =>
  new AppError(409, 'APPOINTMENT_CANCELLED', 'This appointment was cancelled');

/** The appointment's patient record is gone (erased): nobody to put in the line. */
export const appointmentWithoutPatient = () =>
  new AppError(409, 'CONFLICT', 'This appointment has no patient record any more');
