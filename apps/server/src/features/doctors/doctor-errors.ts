import { AppError } from '../../errors/app-error';

// The refusals of the doctors API. A doctor or absence of another business, a malformed id and an
// unknown one get the same 404, so an answer never reveals another business's data.

export const doctorNotFound = () => new AppError(404, 'NOT_FOUND', 'No such doctor');

export const absenceNotFound = () => new AppError(404, 'NOT_FOUND', 'No such absence');

export const nameRequired = () =>
  new AppError(422, 'NAME_REQUIRED', 'A name is required', { fields: { name: 'nameRequired' } });

export const specialtyRequired = () =>
  new AppError(422, 'SPECIALTY_REQUIRED', 'A specialty is required', {
    fields: { specialty: 'specialtyRequired' },
  });

export const partySizeRequired = () =>
  new AppError(422, 'PARTY_SIZE_REQUIRED', 'A table needs its party size (a whole number of persons)', {
    fields: { partySize: 'partySizeRequired' },
  });

/** `fields` names each offending slot or field: `{ "0": "startNotBeforeEnd", "3": "overlap" }`. */
export const invalidTimeRange = (fields: Record<string, string>) =>
  new AppError(422, 'INVALID_TIME_RANGE', 'A start time is not before its end, or times of a day overlap', {
    fields,
  });

/** The count is in the message and in `fields.appointments`, so the web can say how many. */
export const doctorHasAppointments = (count: number) =>
  new AppError(
    409,
    'DOCTOR_HAS_APPOINTMENTS',
    `The doctor still has ${count} future appointment${count === 1 ? '' : 's'}; move or cancel them first`,
    { fields: { appointments: String(count) } },
  );

/** An absence's last day (`to`) before its first (`from`). */
export const invalidDateRange = () =>
  new AppError(422, 'INVALID_DATE_RANGE', 'The last day is before the first day', {
    fields: { to: 'toBeforeFrom' },
  });

/** Longer than MAX_ABSENCE_DAYS (packages/shared domain/absence-range.ts). */
export const absenceTooLong = (maxDays: number) =>
  new AppError(422, 'RANGE_TOO_LONG', `An absence spans at most ${maxDays} days`, {
    fields: { to: 'rangeTooLong' },
  });
