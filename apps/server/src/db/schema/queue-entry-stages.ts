import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { queueEntries } from './queue';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * The stages a visit passed, one row each (migration 0032_queue_entry_stages.sql is the truth; its
 * trigger writes them). Workflow, stage and station ids have no foreign key and their names are
 * copied, so deleting a stage keeps the history.
 */
export const queueEntryStages = pgTable(
  'queue_entry_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    entryId: uuid('entry_id')
      .notNull()
      .references(() => queueEntries.id, { onDelete: 'cascade' }),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    workflowId: uuid('workflow_id'),
    stageId: uuid('stage_id').notNull(),
    stageName: text('stage_name').notNull().default(''),
    stationId: uuid('station_id'),
    stationName: text('station_name'),
    enteredAt: timestamptz('entered_at').notNull(),
    calledAt: timestamptz('called_at'),
    leftAt: timestamptz('left_at'),
    /** `advanced` to another stage, or the visit's outcome; null while there. */
    outcome: text('outcome', { enum: ['advanced', 'treated', 'cancelled', 'noShow'] }),
  },
  (table) => [index('queue_entry_stages_entry_idx').on(table.entryId, table.enteredAt)],
);

export type QueueEntryStageRow = typeof queueEntryStages.$inferSelect;
