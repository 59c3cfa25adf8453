import { AppError } from '../../errors/app-error';

export const patientNotFound = () => new AppError(404, 'NOT_FOUND', 'No such patient');

export const erasureRequestNotFound = () => new AppError(404, 'NOT_FOUND', 'No such erasure request');

export const erasureRequestClosed = () =>
  new AppError(409, 'ERASURE_REQUEST_CLOSED', 'The request was already carried out or declined');

/** Erasing would silently drop booked times: staff cancel them with it (`cancelFuture=true`) or first. */
export const patientHasFutureAppointments = (count: number) =>
  new AppError(409, 'PATIENT_HAS_FUTURE_APPOINTMENTS', 'The patient has future appointments', {
    fields: { appointments: String(count) },
  });
