import { DEFAULT_LINE_KEY } from '@qtify/shared/domain/queue-ticket';
import type { AppDatabase } from '../../db/database';
import { isUuid } from '../../db/is-uuid';
import { unknownWorkflow } from './workflow-errors';
import { insertStage, insertWorkflow, listWorkflowTrees, type WorkflowTree } from './workflows.repository';

// What other features may ask of the workflows (never their repository): a business's lines with
// their stages and stations, the line an entry joins, and the default line of a new business.

export type { WorkflowTree };

/** The business's workflows, the default first, each with its stages and stations in order. */
export function listWorkflows(db: AppDatabase, businessId: string): Promise<WorkflowTree[]> {
  return listWorkflowTrees(db, businessId);
}

/**
 * Today's waiting room as a workflow of one stage, for a new business (in its creating transaction).
 * Names stay empty: the app shows them in its own wording and the viewer's language.
 */
export async function createDefaultWorkflow(tx: AppDatabase, businessId: string, now: Date): Promise<void> {
  const workflow = await insertWorkflow(
    tx,
    { businessId, name: '', isDefault: true, doctorId: null, ticketPrefix: 'A', position: 0 },
    now,
  );
  await insertStage(tx, workflow.id, 0, '');
}

/** Where a new entry starts: a workflow's first stage. */
export interface LineStart {
  workflowId: string;
  stageId: string;
}

/**
 * The ticket counter and letter of a line (queue/entry-ticket.ts). The default line counts under
 * 'default', whether an entry names it or not (entries that name no line join it, migration 0027).
 */
export interface TicketLine {
  lineKey: string;
  letter: string;
}

/**
 * The line a new entry joins: the named workflow (422 UNKNOWN_WORKFLOW when it is not this
 * business's), else the first line of the appointment's doctor; undefined: the default workflow
 * (the entry's insert takes it, migration 0027).
 * Read inside the entry's transaction, after the queue version bump: a workflow edit takes turns
 * with it, so the stage still exists when the entry is written.
 */
export async function lineToJoin(
  db: AppDatabase,
  businessId: string,
  wanted: { workflowId?: string | undefined; doctorId?: string | null | undefined },
): Promise<(LineStart & { ticketLine: TicketLine }) | undefined> {
  // The default line needs no query here: the insert trigger of migration 0027 puts an entry that
  // names no line there (a flood of QR joins costs no more than before).
  if (wanted.workflowId === undefined && !wanted.doctorId) return undefined;
  const trees = await listWorkflowTrees(db, businessId);
  const start = (tree: WorkflowTree | undefined) => {
    const stage = tree?.stages[0];
    if (!tree || !stage) return undefined;
    const ticketLine = { lineKey: tree.isDefault ? DEFAULT_LINE_KEY : tree.id, letter: tree.ticketPrefix };
    return { workflowId: tree.id, stageId: stage.id, ticketLine };
  };
  if (wanted.workflowId !== undefined) {
    const named = isUuid(wanted.workflowId) ? trees.find((tree) => tree.id === wanted.workflowId) : undefined;
    const line = start(named);
    if (!line) throw unknownWorkflow();
    return line;
  }
  const own = wanted.doctorId ? start(trees.find((tree) => tree.doctorId === wanted.doctorId)) : undefined;
  return own;
}
