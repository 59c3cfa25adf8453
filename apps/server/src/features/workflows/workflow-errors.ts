import { AppError } from '../../errors/app-error';

export const workflowNotFound = () => new AppError(404, 'NOT_FOUND', 'No such workflow');

/** An id in the body that is not of this business (or, for stages and stations, of this workflow). */
export const unknownWorkflow = (field = 'workflowId') =>
  new AppError(422, 'UNKNOWN_WORKFLOW', 'No such workflow in this business', {
    fields: { [field]: 'unknown' },
  });
export const unknownStage = (field = 'stageId') =>
  new AppError(422, 'UNKNOWN_STAGE', 'No such stage in this workflow', { fields: { [field]: 'unknown' } });
export const unknownStation = (field = 'stationId') =>
  new AppError(422, 'UNKNOWN_STATION', 'No such station at this stage', { fields: { [field]: 'unknown' } });
export const unknownDoctor = () =>
  new AppError(422, 'UNKNOWN_DOCTOR', 'No such doctor in this business', { fields: { doctorId: 'unknown' } });

export const defaultWorkflowLocked = () =>
  new AppError(422, 'DEFAULT_WORKFLOW', 'The default workflow cannot be deleted');

export const workflowInUse = (field?: string) =>
  new AppError(409, 'WORKFLOW_IN_USE', 'Patients still wait or are served there; finish or move them first', {
    ...(field ? { fields: { [field]: 'inUse' } } : {}),
  });

export const tooManyWorkflows = () =>
  new AppError(422, 'TOO_MANY_WORKFLOWS', 'Every ticket letter A–Z is taken by a workflow');
