import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { patients } from './appointments';
import { businesses } from './businesses';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });
const business = () =>
  uuid('business_id')
    .notNull()
    .references(() => businesses.id, { onDelete: 'cascade' });
const patient = () =>
  uuid('patient_id')
    .notNull()
    .references(() => patients.id, { onDelete: 'cascade' });

// Repeat prescriptions (issue 23); migration 0031_repeat_prescriptions.sql is the truth.

export const prescriptionSettings = pgTable('prescription_settings', {
  businessId: uuid('business_id')
    .primaryKey()
    .references(() => businesses.id, { onDelete: 'cascade' }),
  cutoffMinute: smallint('cutoff_minute').notNull().default(660),
  leadWorkingDays: smallint('lead_working_days').notNull().default(0),
  dailyLimit: smallint('daily_limit').notNull().default(2),
  freeText: boolean('free_text').notNull().default(false),
  updatedAt: timestamptz('updated_at').notNull(),
});
export type PrescriptionSettingsRow = typeof prescriptionSettings.$inferSelect;

export const patientMedications = pgTable(
  'patient_medications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: business(),
    patientId: patient(),
    position: smallint('position').notNull(),
    name: text('name').notNull(),
    dose: text('dose'),
    note: text('note'),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [index('patient_medications_patient_idx').on(table.patientId, table.position)],
);
export type PatientMedicationRow = typeof patientMedications.$inferSelect;

export const patientPortalLinks = pgTable(
  'patient_portal_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: business(),
    patientId: patient(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamptz('created_at').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [
    uniqueIndex('patient_portal_links_one_active_idx').on(table.patientId).where(sql`revoked_at IS NULL`),
  ],
);
export type PatientPortalLinkRow = typeof patientPortalLinks.$inferSelect;

export const prescriptionRequests = pgTable(
  'prescription_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: business(),
    patientId: patient(),
    source: text('source', { enum: ['link', 'account'] }).notNull(),
    medications: text('medications').array().notNull(),
    pickup: text('pickup', { enum: ['ecard', 'desk', 'pharmacy'] }).notNull(),
    note: text('note'),
    status: text('status', { enum: ['new', 'inProgress', 'ready', 'declined', 'collected'] })
      .notNull()
      .default('new'),
    declineReason: text('decline_reason'),
    readyBy: date('ready_by').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    updatedAt: timestamptz('updated_at').notNull(),
  },
  (table) => [
    index('prescription_requests_inbox_idx').on(table.businessId, table.createdAt.desc()),
    index('prescription_requests_patient_idx').on(table.patientId, table.createdAt),
  ],
);
export type PrescriptionRequestRow = typeof prescriptionRequests.$inferSelect;

export const prescriptionRequestEvents = pgTable(
  'prescription_request_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => prescriptionRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['new', 'inProgress', 'ready', 'declined', 'collected'] }).notNull(),
    at: timestamptz('at').notNull(),
    byUserId: uuid('by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('prescription_request_events_request_idx').on(table.requestId, table.at)],
);
export type PrescriptionRequestEventRow = typeof prescriptionRequestEvents.$inferSelect;
