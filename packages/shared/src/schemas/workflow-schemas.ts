import { z } from 'zod';
import { isSingleLineText } from '../domain/plain-text';

// API.md "Release 2 additions", waiting room: visit workflows (lines) with ordered stages and the
// stations (rooms, desks) that serve each stage. An id in a PATCH body keeps that stage or station
// (its entries stay where they are); one without an id is new; one left out is removed.

/** The most stages a workflow and stations a stage may have (a screen of buttons, not a database). */
export const MAX_STAGES = 12;
export const MAX_STATIONS = 20;
/** Workflows of one business: one ticket letter each (A–Z). */
export const MAX_WORKFLOWS = 26;

const ZName = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(80, 'tooLong')
  .refine(isSingleLineText, 'invalidCharacter');

const ZId = z.string().max(100, 'tooLong');

export const ZStationBody = z.object({ id: ZId.optional(), name: ZName });
export const ZStageBody = z.object({
  id: ZId.optional(),
  name: ZName,
  stations: z.array(ZStationBody).max(MAX_STATIONS, 'tooMany').default([]),
});

export const ZWorkflowBody = z.object({
  name: ZName,
  stages: z.array(ZStageBody).min(1, 'required').max(MAX_STAGES, 'tooMany'),
  /** A doctor's own line: their checked-in appointments join it (null: nobody's). */
  doctorId: ZId.nullable().optional(),
});
export type WorkflowBody = z.infer<typeof ZWorkflowBody>;

/** A PATCH names what it changes; a default workflow's name may stay empty (the app's wording). */
export const ZWorkflowPatchBody = ZWorkflowBody.partial();
export type WorkflowPatchBody = z.infer<typeof ZWorkflowPatchBody>;

export const ZStation = z.object({ id: z.string(), name: z.string() }).meta({ id: 'Station' });
export type Station = z.infer<typeof ZStation>;

export const ZStage = z
  .object({ id: z.string(), name: z.string(), stations: z.array(ZStation) })
  .meta({ id: 'WorkflowStage' });
export type Stage = z.infer<typeof ZStage>;

export const ZWorkflow = z
  .object({
    id: z.string(),
    /** Empty for a default workflow nobody named: shown in the app's wording. */
    name: z.string(),
    isDefault: z.boolean(),
    doctorId: z.string().nullable(),
    /** The letter of the line's tickets. */
    ticketPrefix: z.string(),
    stages: z.array(ZStage),
  })
  .meta({ id: 'Workflow' });
export type Workflow = z.infer<typeof ZWorkflow>;

export const ZWorkflowResponse = z.object({ success: z.literal(true), workflow: ZWorkflow });
export const ZWorkflowsResponse = z.object({ success: z.literal(true), workflows: z.array(ZWorkflow) });
export const ZWorkflowIdParams = z.object({ businessId: z.string(), workflowId: z.string() });

/** Where an entry is in its line: the stage (its place among the stages) and, once called, the station. */
export const ZEntryStage = z
  .object({ id: z.string(), name: z.string(), index: z.number().int(), count: z.number().int() })
  .meta({ id: 'EntryStage' });
export type EntryStage = z.infer<typeof ZEntryStage>;

// Station actions on an entry (…/queue/:entryId/call | advance | put-back).

export const ZCallBody = z.object({ stationId: ZId.optional() }).nullish();
export type CallBody = z.infer<typeof ZCallBody>;

/** Finish at this stage: on to `stageId` (default the next one; after the last: done), maybe to a station. */
export const ZAdvanceBody = z.object({ stageId: ZId.optional(), stationId: ZId.optional() }).nullish();
export type AdvanceBody = z.infer<typeof ZAdvanceBody>;

export const ZPutBackBody = z.object({}).nullish();
