import { z } from 'zod';
import { isMultiLineText } from '../domain/plain-text';
import { ZAppointment, ZPhone } from './booking-schemas';
import { ZBirthdate } from './date-schemas';
import { ZFirstName, ZLastName } from './field-schemas';
import { ZPatientSummary } from './patient-summary-schema';
import { ZSvnr } from './queue-schemas';

// API.md "Patients" (issue 20): the staff's patient list, record, edit, duplicates, merge and export.

/** Rows per page of the patient list when the client names no `limit`, and the most it may ask for. */
export const PATIENT_PAGE_DEFAULT = 25;
export const PATIENT_PAGE_MAX = 100;
/** "Seen recently": a visit or an appointment within this many days before now. */
export const PATIENT_RECENT_DAYS = 90;

export const PATIENT_FILTERS = ['recent', 'upcoming', 'noShows'] as const;
export type PatientFilter = (typeof PATIENT_FILTERS)[number];

export const ZPatientsQuery = z.object({
  /** A name (typos and umlauts forgiven), a birthdate (dd.mm.yyyy or yyyy-mm-dd), phone digits or an SV number. */
  q: z.string().trim().max(100, 'tooLong').optional(),
  filter: z.enum(PATIENT_FILTERS, 'invalid').optional(),
  limit: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .min(1, 'invalidNumber')
    .max(PATIENT_PAGE_MAX, 'invalidNumber')
    .default(PATIENT_PAGE_DEFAULT),
  /** `nextCursor` of the page before (opaque to clients). */
  cursor: z
    .string()
    .regex(/^\d{1,9}$/, 'invalid')
    .optional(),
});
export type PatientsQuery = z.infer<typeof ZPatientsQuery>;

export const ZPatientIdParams = z.object({ businessId: z.string(), patientId: z.string() });

export const ZPatientListItem = ZPatientSummary.extend({
  svnr: z.string().nullable(),
  /** The latest visit (queue entry) or past appointment; null when none. */
  lastVisitAt: z.string().nullable(),
  /** The next booked appointment; null when none. */
  nextAppointmentAt: z.string().nullable(),
  noShowCount: z.number().int(),
}).meta({ id: 'PatientListItem' });
export type PatientListItem = z.infer<typeof ZPatientListItem>;

export const ZPatientsResponse = z.object({
  success: z.literal(true),
  patients: z.array(ZPatientListItem),
  /** How many patients match the search and filter in all (not just this page). */
  total: z.number().int(),
  nextCursor: z.string().nullable(),
});

/** A visit of the waiting room (API.md "patients/:patientId … with appointments and visits"). */
export const ZVisit = z
  .object({
    id: z.string(),
    status: z.string(),
    outcome: z.string().nullable(),
    createdAt: z.string(),
    calledAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: 'Visit' });
export type Visit = z.infer<typeof ZVisit>;

export const ZPatientConsent = z.object({
  /** E-mail reminders of appointments (on unless the patient or staff turned them off). */
  reminders: z.boolean(),
  /** Marketing mail: only ever with its own explicit consent, off by default. */
  marketing: z.boolean(),
  marketingAt: z.string().nullable(),
});

export const ZPatientRecord = ZPatientSummary.extend({
  svnr: z.string().nullable(),
  note: z.string().nullable(),
  consent: ZPatientConsent,
  /** Every appointment, cancelled ones too, by start. */
  appointments: z.array(ZAppointment),
  /** Every visit of the waiting room, in queue order. */
  visits: z.array(ZVisit),
  counts: z.object({ visits: z.number().int(), appointments: z.number().int(), noShows: z.number().int() }),
}).meta({ id: 'PatientRecord' });
export type PatientRecord = z.infer<typeof ZPatientRecord>;

export const ZPatientResponse = z.object({ success: z.literal(true), patient: ZPatientRecord });

/** An empty string clears an optional field (a form's emptied input). */
const ZOptionalEmail = z
  .string()
  .trim()
  .max(254, 'tooLong')
  .refine((email) => email === '' || z.email().safeParse(email).success, 'emailInvalid')
  .transform((email) => (email === '' ? null : email.toLowerCase()));

/** Staff edit a record; only what is sent changes. Marketing consent is only ever set here, explicitly. */
export const ZPatientPatchBody = z.object({
  firstName: ZFirstName.optional(),
  lastName: ZLastName.optional(),
  birthdate: ZBirthdate.nullable().optional(),
  phone: ZPhone.transform((phone) => (phone === '' ? null : phone))
    .nullable()
    .optional(),
  email: ZOptionalEmail.nullable().optional(),
  svnr: ZSvnr.transform((svnr) => svnr ?? null)
    .nullable()
    .optional(),
  note: z
    .string()
    .trim()
    .max(1000, 'tooLong')
    .refine(isMultiLineText, 'invalidCharacter')
    .transform((note) => (note === '' ? null : note))
    .nullable()
    .optional(),
  remindersConsent: z.boolean('invalid').optional(),
  marketingConsent: z.boolean('invalid').optional(),
});
export type PatientPatchBody = z.input<typeof ZPatientPatchBody>;
export type PatientPatch = z.output<typeof ZPatientPatchBody>;

export const DUPLICATE_REASONS = ['nameAndBirthdate', 'phone'] as const;

export const ZPatientDuplicatesResponse = z.object({
  success: z.literal(true),
  pairs: z.array(
    z.object({
      reason: z.enum(DUPLICATE_REASONS),
      patients: z.tuple([ZPatientListItem, ZPatientListItem]),
    }),
  ),
});

export const ZPatientMergeBody = z.object({ intoPatientId: z.string().min(1, 'required') });
export type PatientMergeBody = z.infer<typeof ZPatientMergeBody>;
