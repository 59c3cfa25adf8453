import type { EntryStage, Station } from '@qtify/shared/schemas/workflow-schemas';
import type { QueueEntryRow } from '../../db/schema/queue';
import type { WorkflowTree } from '../workflows/workflows.service';

/** Where a stage lies: its workflow, its place among the workflow's stages and its stations. */
export interface StageInfo {
  workflowId: string;
  stage: EntryStage;
  stations: Station[];
  /** The next stage of the workflow (undefined at the last: finishing there ends the visit). */
  nextStageId: string | undefined;
}

/** A place's lines by stage and station id, for presenting entries without a query. */
export interface LineIndex {
  workflows: WorkflowTree[];
  stages: Map<string, StageInfo>;
  stations: Map<string, Station & { stageId: string }>;
}

export function lineIndexOf(workflows: WorkflowTree[]): LineIndex {
  const stages = new Map<string, StageInfo>();
  const stations = new Map<string, Station & { stageId: string }>();
  for (const workflow of workflows) {
    workflow.stages.forEach((stage, index) => {
      stages.set(stage.id, {
        workflowId: workflow.id,
        stage: { id: stage.id, name: stage.name, index, count: workflow.stages.length },
        stations: stage.stations,
        nextStageId: workflow.stages[index + 1]?.id,
      });
      for (const station of stage.stations) stations.set(station.id, { ...station, stageId: stage.id });
    });
  }
  return { workflows, stages, stations };
}

/** The line fields of an entry's answers (staff and patient shapes). */
export function entryLine(
  index: LineIndex,
  entry: Pick<QueueEntryRow, 'workflowId' | 'stageId' | 'stationId'>,
): { workflowId: string | null; stage: EntryStage | null; station: Station | null } {
  const station = entry.stationId ? index.stations.get(entry.stationId) : undefined;
  return {
    workflowId: entry.workflowId,
    stage: (entry.stageId ? index.stages.get(entry.stageId)?.stage : undefined) ?? null,
    station: station ? { id: station.id, name: station.name } : null,
  };
}

/** The line an open entry waits in: its stage (every open entry has one, migration 0027). */
export function lineOf(entry: { stageId: string | null }): string {
  return entry.stageId ?? '';
}

/** The order keys of the waiting entries of one line (stage), ascending. */
export function waitingIn(
  place: { waiting: Map<string, number[]> },
  stageId: string | null,
): readonly number[] {
  return place.waiting.get(stageId ?? '') ?? [];
}
