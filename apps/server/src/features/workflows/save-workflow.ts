import type { WorkflowBody, WorkflowPatchBody } from '@qtify/shared/schemas/workflow-schemas';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import type { LinesPort } from './lines-port';
import {
  defaultWorkflowLocked,
  tooManyWorkflows,
  unknownDoctor,
  unknownStage,
  unknownStation,
  workflowInUse,
  workflowNotFound,
} from './workflow-errors';
import {
  deleteStagesExcept,
  deleteStations,
  deleteWorkflowRow,
  insertStage,
  insertStation,
  insertWorkflow,
  listWorkflowTrees,
  updateStage,
  updateStation,
  updateWorkflowRow,
  type WorkflowTree,
} from './workflows.repository';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

async function checkDoctor(
  lines: LinesPort,
  tx: AppDatabase,
  businessId: string,
  doctorId: string | null | undefined,
) {
  if (!doctorId) return;
  if (!isUuid(doctorId) || !(await lines.isDoctorOf(tx, businessId, doctorId))) throw unknownDoctor();
}

/**
 * Writes the stages of a workflow as the body lists them, in order: an id keeps that stage or
 * station (its waiting patients stay where they are), no id makes a new one, a stage or station left
 * out is removed. A removed stage with open entries refuses the whole edit (409 WORKFLOW_IN_USE).
 */
async function writeStages(
  tx: AppDatabase,
  tree: WorkflowTree,
  stages: WorkflowBody['stages'],
  openIn: (scope: { stageIds: string[] }) => Promise<number>,
): Promise<void> {
  const stageIds = new Set(tree.stages.map((stage) => stage.id));
  const stationIds = new Set(tree.stages.flatMap((stage) => stage.stations.map((station) => station.id)));
  const keptStages = new Set<string>();
  const keptStations = new Set<string>();
  stages.forEach((stage, i) => {
    if (stage.id !== undefined) {
      if (!stageIds.has(stage.id) || keptStages.has(stage.id)) throw unknownStage(`stages.${i}.id`);
      keptStages.add(stage.id);
    }
    stage.stations.forEach((station, j) => {
      if (station.id === undefined) return;
      if (!stationIds.has(station.id) || keptStations.has(station.id)) {
        throw unknownStation(`stages.${i}.stations.${j}.id`);
      }
      keptStations.add(station.id);
    });
  });
  const removedStages = [...stageIds].filter((id) => !keptStages.has(id));
  if (removedStages.length > 0 && (await openIn({ stageIds: removedStages })) > 0) {
    throw workflowInUse('stages');
  }
  await deleteStations(
    tx,
    [...stationIds].filter((id) => !keptStations.has(id)),
  );
  await deleteStagesExcept(tx, tree.id, [...keptStages]);
  for (const [position, stage] of stages.entries()) {
    const stageId = stage.id ?? (await insertStage(tx, tree.id, position, stage.name));
    if (stage.id) await updateStage(tx, stage.id, position, stage.name);
    for (const [at, station] of stage.stations.entries()) {
      if (station.id) await updateStation(tx, station.id, { stageId, position: at, name: station.name });
      else await insertStation(tx, stageId, at, station.name);
    }
  }
}

async function treeOf(tx: AppDatabase, businessId: string, workflowId: string): Promise<WorkflowTree> {
  const tree = isUuid(workflowId)
    ? (await listWorkflowTrees(tx, businessId)).find((workflow) => workflow.id === workflowId)
    : undefined;
  if (!tree) throw workflowNotFound();
  return tree;
}

/** POST …/workflows: a new line with the next free ticket letter, after the others. */
export async function createWorkflow(
  lines: LinesPort,
  businessId: string,
  body: WorkflowBody,
  now: Date,
): Promise<WorkflowTree> {
  return lines.change(businessId, async (tx, openIn) => {
    await checkDoctor(lines, tx, businessId, body.doctorId);
    const existing = await listWorkflowTrees(tx, businessId);
    const taken = new Set(existing.map((workflow) => workflow.ticketPrefix));
    const letter = [...LETTERS].find((candidate) => !taken.has(candidate));
    if (!letter) throw tooManyWorkflows();
    const position = Math.max(0, ...existing.map((workflow) => workflow.position)) + 1;
    const row = await insertWorkflow(
      tx,
      {
        businessId,
        name: body.name,
        isDefault: false,
        doctorId: body.doctorId ?? null,
        ticketPrefix: letter,
        position,
      },
      now,
    );
    await writeStages(tx, { ...row, stages: [] }, body.stages, openIn);
    return treeOf(tx, businessId, row.id);
  });
}

/** PATCH …/workflows/:workflowId: name, doctor and stages (ids keep what exists). */
export async function updateWorkflow(
  lines: LinesPort,
  businessId: string,
  workflowId: string,
  body: WorkflowPatchBody,
  now: Date,
): Promise<WorkflowTree> {
  return lines.change(businessId, async (tx, openIn) => {
    const tree = await treeOf(tx, businessId, workflowId);
    if (body.doctorId !== undefined) await checkDoctor(lines, tx, businessId, body.doctorId);
    await updateWorkflowRow(
      tx,
      tree.id,
      {
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.doctorId !== undefined ? { doctorId: body.doctorId } : {}),
      },
      now,
    );
    if (body.stages) await writeStages(tx, tree, body.stages, openIn);
    return treeOf(tx, businessId, tree.id);
  });
}

/**
 * DELETE …/workflows/:workflowId: the default stays (422 DEFAULT_WORKFLOW); a line that patients
 * still wait or are served in stays too (409 WORKFLOW_IN_USE). Finished visits keep their history
 * without the line.
 */
export async function deleteWorkflow(
  lines: LinesPort,
  businessId: string,
  workflowId: string,
): Promise<void> {
  await lines.change(businessId, async (tx, openIn) => {
    const tree = await treeOf(tx, businessId, workflowId);
    if (tree.isDefault) throw defaultWorkflowLocked();
    if ((await openIn({ workflowId: tree.id })) > 0) throw workflowInUse();
    await deleteWorkflowRow(tx, tree.id);
  });
}
