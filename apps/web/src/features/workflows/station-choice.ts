import type { Workflow } from '@qtify/shared/schemas/workflow-schemas';
import { browserStorage } from '../../lib/browser-storage';

/** Where a member of staff works: a stage of a line and, when the stage has them, one station. */
export interface StationChoice {
  stageId: string;
  stationId: string | null;
}

const storage = browserStorage('local');
const keyOf = (workflowId: string) => `qtify.station.${workflowId}`;

/** The choice remembered on this device for the line, if it still exists; else the first stage. */
export function rememberedStation(workflow: Workflow): StationChoice | null {
  const first = workflow.stages[0];
  try {
    const stored = JSON.parse(storage.get(keyOf(workflow.id)) ?? 'null') as StationChoice | null;
    const stage = workflow.stages.find((candidate) => candidate.id === stored?.stageId);
    if (
      stored &&
      stage &&
      (stored.stationId === null || stage.stations.some((s) => s.id === stored.stationId))
    )
      return stored;
  } catch {
    // A broken value is forgotten below.
  }
  return first ? { stageId: first.id, stationId: first.stations[0]?.id ?? null } : null;
}

export function rememberStation(workflowId: string, choice: StationChoice): void {
  storage.set(keyOf(workflowId), JSON.stringify(choice));
}

/** The choice's value in the picker ("stage" or "stage/station"). */
export const choiceValue = (choice: StationChoice) =>
  choice.stationId ? `${choice.stageId}/${choice.stationId}` : choice.stageId;

export function parseChoice(value: string): StationChoice {
  const [stageId = '', stationId] = value.split('/');
  return { stageId, stationId: stationId ?? null };
}
