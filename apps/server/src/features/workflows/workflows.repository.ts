import { and, asc, eq, inArray, notInArray } from 'drizzle-orm';
import type { AppDatabase } from '../../db/database';
import { stations, type WorkflowRow, workflowStages, workflows } from '../../db/schema/workflows';

/** A workflow with its stages in order, each with its stations in order. */
export interface WorkflowTree extends WorkflowRow {
  stages: { id: string; name: string; position: number; stations: { id: string; name: string }[] }[];
}

/** Every workflow of the business with its stages and stations, default first, then by position. */
export async function listWorkflowTrees(db: AppDatabase, businessId: string): Promise<WorkflowTree[]> {
  const rows = await db
    .select({ workflow: workflows, stage: workflowStages, station: stations })
    .from(workflows)
    .leftJoin(workflowStages, eq(workflowStages.workflowId, workflows.id))
    .leftJoin(stations, eq(stations.stageId, workflowStages.id))
    .where(eq(workflows.businessId, businessId))
    .orderBy(
      asc(workflows.position),
      asc(workflows.createdAt),
      asc(workflows.id),
      asc(workflowStages.position),
      asc(stations.position),
    );
  const trees = new Map<string, WorkflowTree>();
  for (const { workflow, stage, station } of rows) {
    let tree = trees.get(workflow.id);
    if (!tree) {
      tree = { ...workflow, stages: [] };
      trees.set(workflow.id, tree);
    }
    if (!stage) continue;
    let last = tree.stages.at(-1);
    if (last?.id !== stage.id) {
      last = { id: stage.id, name: stage.name, position: stage.position, stations: [] };
      tree.stages.push(last);
    }
    if (station) last.stations.push({ id: station.id, name: station.name });
  }
  return [...trees.values()].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
}

export async function insertWorkflow(
  db: AppDatabase,
  values: Pick<WorkflowRow, 'businessId' | 'name' | 'isDefault' | 'doctorId' | 'ticketPrefix' | 'position'>,
  now: Date,
): Promise<WorkflowRow> {
  const [row] = await db
    .insert(workflows)
    .values({ ...values, createdAt: now, updatedAt: now })
    .returning();
  return row as WorkflowRow;
}

export async function updateWorkflowRow(
  db: AppDatabase,
  workflowId: string,
  patch: Partial<Pick<WorkflowRow, 'name' | 'doctorId'>>,
  now: Date,
): Promise<void> {
  await db
    .update(workflows)
    .set({ ...patch, updatedAt: now })
    .where(eq(workflows.id, workflowId));
}

export async function deleteWorkflowRow(db: AppDatabase, workflowId: string): Promise<void> {
  await db.delete(workflows).where(eq(workflows.id, workflowId));
}

export async function insertStage(db: AppDatabase, workflowId: string, position: number, name: string) {
  const [row] = await db
    .insert(workflowStages)
    .values({ workflowId, position, name })
    .returning({ id: workflowStages.id });
  return (row as { id: string }).id;
}

export async function updateStage(db: AppDatabase, stageId: string, position: number, name: string) {
  await db.update(workflowStages).set({ position, name }).where(eq(workflowStages.id, stageId));
}

export async function deleteStagesExcept(db: AppDatabase, workflowId: string, keep: string[]) {
  await db
    .delete(workflowStages)
    .where(
      and(
        eq(workflowStages.workflowId, workflowId),
        keep.length > 0 ? notInArray(workflowStages.id, keep) : undefined,
      ),
    );
}

export async function insertStation(db: AppDatabase, stageId: string, position: number, name: string) {
  await db.insert(stations).values({ stageId, position, name });
}

export async function updateStation(
  db: AppDatabase,
  stationId: string,
  values: { stageId: string; position: number; name: string },
) {
  await db.update(stations).set(values).where(eq(stations.id, stationId));
}

export async function deleteStations(db: AppDatabase, stationIds: string[]) {
  if (stationIds.length === 0) return;
  await db.delete(stations).where(inArray(stations.id, stationIds));
}
