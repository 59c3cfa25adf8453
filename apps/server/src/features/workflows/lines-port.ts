import type { AppDatabase } from '../../db/database';

/** Counts the entries not done yet (waiting, called, in treatment …) of a workflow or of stages. */
export type OpenEntriesIn = (scope: { workflowId?: string; stageIds?: string[] }) => Promise<number>;

/**
 * What editing the lines needs of the waiting room, which imports this feature and so cannot be
 * imported by it (app.ts hands the waiting room's implementation in, queue/workflow-lines-link.ts):
 * `change` runs the edit in a transaction that takes its turn with the place's queue changes
 * (nobody joins a stage while it is removed) and, once committed, tells every instance and
 * screen that the lines changed.
 */
export interface LinesPort {
  change<T>(businessId: string, work: (tx: AppDatabase, openIn: OpenEntriesIn) => Promise<T>): Promise<T>;
  /** Whether the doctor is the business's (the doctors feature reaches the businesses, which reach this one). */
  isDoctorOf(db: AppDatabase, businessId: string, doctorId: string): Promise<boolean>;
}
