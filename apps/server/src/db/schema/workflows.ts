import { boolean, index, integer, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { businesses } from './businesses';
import { doctors } from './doctors';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A line of a business with ordered stages (migration 0027_workflows.sql is the truth). */
export const workflows = pgTable(
  'workflows',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Empty: the app's own wording (the default workflow until someone names it). */
    name: text('name').notNull().default(''),
    position: integer('position').notNull().default(0),
    isDefault: boolean('is_default').notNull().default(false),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    ticketPrefix: text('ticket_prefix').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('workflows_business_prefix_key').on(table.businessId, table.ticketPrefix),
    index('workflows_business_idx').on(table.businessId, table.position),
  ],
);

export const workflowStages = pgTable(
  'workflow_stages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    workflowId: uuid('workflow_id')
      .notNull()
      .references(() => workflows.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull().default(''),
  },
  (table) => [index('workflow_stages_workflow_idx').on(table.workflowId, table.position)],
);

/** A room or desk that serves a stage. */
export const stations = pgTable(
  'stations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    stageId: uuid('stage_id')
      .notNull()
      .references(() => workflowStages.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
  },
  (table) => [index('stations_stage_idx').on(table.stageId, table.position)],
);

export type WorkflowRow = typeof workflows.$inferSelect;
export type WorkflowStageRow = typeof workflowStages.$inferSelect;
export type StationRow = typeof stations.$inferSelect;
