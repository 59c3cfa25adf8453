import { AppError } from '../../errors/app-error';

// The refusals of the catalogue API. A deleted product, another business's and an unknown id get
// the same 404; so does an appointment type of another business (it is "unknown", never "theirs").

export const productNotFound = () => new AppError(404, 'NOT_FOUND', 'No such product');

export const currencyMismatch = () =>
  new AppError(422, 'CURRENCY_MISMATCH', 'Prices are in the business’s currency', {
    fields: { currency: 'currencyMismatch' },
  });

export const unknownAppointmentType = () =>
  new AppError(422, 'VALIDATION', 'No such appointment type in this business', {
    fields: { appointmentTypeId: 'unknownAppointmentType' },
  });

export const appointmentTypeTaken = () =>
  new AppError(409, 'APPOINTMENT_TYPE_TAKEN', 'Another product has this appointment type', {
    fields: { appointmentTypeId: 'appointmentTypeTaken' },
  });

/** A bookable service needs a length for its new appointment type. */
export const durationRequired = () =>
  new AppError(400, 'VALIDATION', 'A bookable service needs a duration', {
    fields: { durationMinutes: 'durationRequired' },
  });

/** The order names each of the business's products once, no more, no fewer. */
export const orderMismatch = () =>
  new AppError(409, 'CONFLICT', 'The catalogue changed meanwhile; reload it', {
    fields: { productIds: 'orderMismatch' },
  });

export const tooManyProducts = () =>
  new AppError(422, 'VALIDATION', 'The catalogue is full', { fields: { name: 'tooManyProducts' } });
