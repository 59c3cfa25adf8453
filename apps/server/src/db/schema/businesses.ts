import type { OpeningHours } from '@qtify/shared/domain/opening-hours';
import { boolean, char, integer, jsonb, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** Practices, salons, restaurants … (migration 0003_businesses.sql is the truth). */
export const businesses = pgTable('businesses', {
  id: uuid('id').primaryKey().defaultRandom(),
  publicId: text('public_id').notNull().unique(),
  name: text('name').notNull(),
  industry: text('industry').notNull().default('business'),
  colorTheme: text('color_theme').notNull().default('default'),
  timeZone: text('time_zone').notNull().default('Europe/Vienna'),
  languageId: text('language_id').notNull().default('de'),
  defaultServiceMinutes: integer('default_service_minutes').notNull().default(10),
  /** Whether patients may join by QR code (migration 0012); paused: 423 QUEUE_PAUSED. */
  selfRegistration: text('self_registration', { enum: ['open', 'paused'] })
    .notNull()
    .default('open'),
  /** E-mail reminders before appointments (migration 0016): on/off and hours before, earliest first. */
  remindersEnabled: boolean('reminders_enabled').notNull().default(true),
  reminderHours: smallint('reminder_hours').array().notNull().default([24, 2]),
  /** Migration 0024_patient_data_rights.sql: walk-in visits are anonymised after this many days. */
  walkInRetentionDays: smallint('walk_in_retention_days').notNull().default(90),
  /** Migration 0028: minutes a called patient has before becoming a no-show; alert at this many ahead (null: off). */
  noShowGraceMinutes: smallint('no_show_grace_minutes').notNull().default(5),
  alertAhead: smallint('alert_ahead').default(1),
  /** Patients cancel or move online until this many hours before the start (0: until the start). */
  cancelDeadlineHours: smallint('cancel_deadline_hours').notNull().default(0),
  /** The booking rules (migration 0018; meanings in packages/shared domain/booking-rules.ts). */
  minNoticeMinutes: integer('min_notice_minutes').notNull().default(0),
  horizonDays: smallint('horizon_days'),
  bufferBeforeMinutes: smallint('buffer_before_minutes').notNull().default(0),
  bufferAfterMinutes: smallint('buffer_after_minutes').notNull().default(0),
  slotIntervalMinutes: smallint('slot_interval_minutes'),
  maxPerDay: smallint('max_per_day'),
  knownPatientsOnly: boolean('known_patients_only').notNull().default(false),
  needsConfirmation: boolean('needs_confirmation').notNull().default(false),
  allowDoctorChoice: boolean('allow_doctor_choice').notNull().default(true),
  /** The contact (migration 0014_business_contact.sql); null where not given. */
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  description: text('description'),
  addressStreet: text('address_street'),
  addressPostalCode: text('address_postal_code'),
  addressCity: text('address_city'),
  addressCountry: text('address_country'),
  /** As staff set them; null: derived from the doctors' working times. */
  openingHours: jsonb('opening_hours').$type<OpeningHours[]>(),
  /** In the public directory (migration 0035); off until the owner opts in. */
  listed: boolean('listed').notNull().default(false),
  /** Migration 0033: the one currency of the business's prices (domain/money.ts lists them). */
  currency: char('currency', { length: 3 }).notNull().default('EUR'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export type BusinessRow = typeof businesses.$inferSelect;
