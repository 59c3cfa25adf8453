import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { appointmentTypes } from './appointment-types';
import { businesses } from './businesses';
import { doctors } from './doctors';
import { users } from './users';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

/** A business's patients (persons, guests); migration 0005_appointments.sql is the truth. */
export const patients = pgTable(
  'patients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    birthdate: date('birthdate', { mode: 'string' }),
    phone: text('phone'),
    identityKey: text('identity_key'),
    email: text('email'),
    svnr: text('svnr'),
    note: text('note'),
    /** Followed a reminder's opt-out link (migration 0016): no more reminders. */
    remindersOptedOutAt: timestamptz('reminders_opted_out_at'),
    /** Gave their explicit consent to marketing mail (0023); null: none, the default. */
    marketingConsentAt: timestamptz('marketing_consent_at'),
    /** The folded name the search compares (0023: patient_search_fold, generated). */
    searchName: text('search_name').generatedAlwaysAs(
      sql`patient_search_fold(first_name || ' ' || last_name || ' ' || first_name)`,
    ),
    /** The phone's digits (0023, generated). */
    phoneDigits: text('phone_digits').generatedAlwaysAs(
      sql`regexp_replace(regexp_replace(coalesce(phone, ''), '^\s*\+', '00'), '\D', '', 'g')`,
    ),
    /** Kept by triggers from the patient's appointments and visits (0025), never written by the app. */
    lastEventAt: timestamptz('last_event_at'),
    previousEventAt: timestamptz('previous_event_at'),
    lastAppointmentAt: timestamptz('last_appointment_at'),
    noShowCount: integer('no_show_count').notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('patients_list_order_idx').on(table.businessId),
    uniqueIndex('patients_identity_idx').on(table.businessId, table.identityKey),
  ],
);

/** Booked time of one doctor for one patient; the exclusion constraint forbids overlaps. */
export const appointments = pgTable(
  'appointments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    doctorId: uuid('doctor_id').references(() => doctors.id, { onDelete: 'set null' }),
    patientId: uuid('patient_id').references(() => patients.id, { onDelete: 'set null' }),
    typeId: uuid('type_id').references(() => appointmentTypes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    status: text('status', { enum: ['booked', 'cancelled'] })
      .notNull()
      .default('booked'),
    note: text('note'),
    /** Persons of a restaurant's reservation (migration 0007_appointment_party_size.sql). */
    partySize: integer('party_size'),
    /** Booked on the public page (migration 0010_public_abuse.sql), not by staff. */
    bookedOnline: boolean('booked_online').notNull().default(false),
    /** Bookings that need confirmation (migration 0018): requested, then confirmed or declined. */
    confirmation: text('confirmation', { enum: ['requested', 'confirmed', 'declined'] }),
    /** The phone and e-mail the booking gave; the patient's record takes them only when staff accept. */
    contactPhone: text('contact_phone'),
    contactEmail: text('contact_email'),
    manageTokenHash: text('manage_token_hash').unique(),
    /** The language the patient booked in (migration 0014); null: the business's. */
    languageId: text('language_id'),
    /** The iCalendar SEQUENCE of its calendar entry, raised by every move and the cancellation. */
    icsSequence: integer('ics_sequence').notNull().default(0),
    /** Asked to hear of an earlier time (migration 0019); null: not on the waitlist. */
    waitlistedAt: timestamptz('waitlisted_at'),
    /** Booked without choosing a doctor: a freed time of any doctor of the type fits. */
    anyDoctor: boolean('any_doctor').notNull().default(false),
    /** A weekly series booked by staff: its id, and this instance's place (1-based) of how many. */
    seriesId: uuid('series_id'),
    seriesIndex: smallint('series_index'),
    seriesTotal: smallint('series_total'),
    /** Staff booked or moved it outside availability after the warning (migration 0017). */
    availabilityOverridden: boolean('availability_overridden').notNull().default(false),
    changedBy: uuid('changed_by').references(() => users.id, { onDelete: 'set null' }),
    cancelledAt: timestamptz('cancelled_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('appointments_business_time_idx')
      .on(table.businessId, table.startsAt)
      .where(sql`status <> 'cancelled'`),
    index('appointments_patient_idx').on(table.patientId, table.startsAt),
    index('appointments_doctor_time_idx').on(table.doctorId, table.startsAt),
    index('appointments_online_day_idx')
      .on(table.businessId, table.startsAt)
      .where(sql`booked_online AND status <> 'cancelled'`),
    index('appointments_online_created_idx').on(table.businessId, table.createdAt).where(sql`booked_online`),
  ],
);

/** The first answer to a booking, replayed for a retry with the same Idempotency-Key. */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    businessId: uuid('business_id')
      .notNull()
      .references(() => businesses.id, { onDelete: 'cascade' }),
    /** Whose key it is (migration 0012): a booking's and a join's key never meet. */
    scope: text('scope', { enum: ['booking', 'join'] })
      .notNull()
      .default('booking'),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: smallint('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.businessId, table.scope, table.key] })],
);

export type PatientRow = typeof patients.$inferSelect;
export type AppointmentRow = typeof appointments.$inferSelect;
