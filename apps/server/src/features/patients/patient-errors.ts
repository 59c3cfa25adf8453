import { AppError } from '../../errors/app-error';

// The refusals of the patients feature (API.md "Patients").

export const patientNotFound = () => new AppError(404, 'NOT_FOUND', 'No such patient');

/** An edit would make the record the same person as another (name and phone): merge them instead. */
export const patientDuplicate = (otherPatientId: string) =>
  new AppError(409, 'PATIENT_DUPLICATE', 'Another patient has this name and phone', {
    fields: { duplicateOf: otherPatientId },
  });

/** A patient cannot be merged into themself. */
export const mergeIntoSelf = () =>
  new AppError(422, 'MERGE_INTO_SELF', 'Choose another patient to merge into', {
    fields: { intoPatientId: 'mergeIntoSelf' },
  });
