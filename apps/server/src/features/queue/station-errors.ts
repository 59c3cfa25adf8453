import { AppError } from '../../errors/app-error';

/** A stage or station named for an entry that is not of its workflow (or of the stage it goes to). */
export const unknownStage = () =>
  new AppError(422, 'UNKNOWN_STAGE', 'No such stage in this entry’s workflow', {
    fields: { stageId: 'unknown' },
  });
export const unknownStation = () =>
  new AppError(422, 'UNKNOWN_STATION', 'No such station at this entry’s stage', {
    fields: { stationId: 'unknown' },
  });
