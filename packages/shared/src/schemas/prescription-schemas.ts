import { z } from 'zod';
import { clockTimeToMinutes, isClockTime } from '../domain/clock-time';
import { isMultiLineText, isSingleLineText } from '../domain/plain-text';
import {
  PICKUP_CHOICES,
  PRESCRIPTION_DAILY_LIMIT_MAX,
  PRESCRIPTION_LEAD_DAYS_MAX,
  PRESCRIPTION_LIMITS,
  PRESCRIPTION_STATUSES,
  PRESCRIPTION_TARGETS,
} from '../domain/prescription-status';

// API.md "Repeat prescriptions" (issue 23): medical practices only; every other industry gets 404.

const line = (max: number) =>
  z
    .string('required')
    .trim()
    .min(1, 'required')
    .max(max, 'tooLong')
    .refine(isSingleLineText, 'invalidCharacter');
const optionalLine = (max: number) =>
  z
    .string('invalid')
    .trim()
    .max(max, 'tooLong')
    .refine(isSingleLineText, 'invalidCharacter')
    .nullable()
    .optional()
    .transform((value) => value || null);

export const ZPrescriptionStatus = z.enum(PRESCRIPTION_STATUSES, 'invalid');
export const ZPickupChoice = z.enum(PICKUP_CHOICES, 'invalid');

/** One long-term medication on a patient's record. */
export const ZMedication = z.object({
  name: line(PRESCRIPTION_LIMITS.nameLength),
  dose: optionalLine(PRESCRIPTION_LIMITS.doseLength),
  note: optionalLine(PRESCRIPTION_LIMITS.noteLength),
});
export type MedicationInput = z.input<typeof ZMedication>;

/** A medication as answers carry it. */
export const ZMedicationView = z
  .object({ name: z.string(), dose: z.string().nullable(), note: z.string().nullable() })
  .meta({ id: 'Medication' });
export type Medication = z.infer<typeof ZMedicationView>;

/** PUT …/patients/:patientId/medications: the whole list, in order (names unique, case-insensitive). */
export const ZMedicationsBody = z
  .array(ZMedication)
  .max(PRESCRIPTION_LIMITS.medications, 'tooMany')
  .refine(
    (list) => new Set(list.map((item) => item.name.toLowerCase())).size === list.length,
    'duplicateName',
  );

export const ZMedicationsResponse = z.object({
  success: z.literal(true),
  medications: z.array(ZMedicationView),
});

/** A request's history: each status with when and (for staff) by whom. */
export const ZPrescriptionEvent = z.object({
  status: ZPrescriptionStatus,
  at: z.string(),
  reason: z.string().nullable(),
});

/** A request as the patient sees it (their portal page). */
export const ZPatientPrescriptionRequest = z
  .object({
    id: z.string(),
    status: ZPrescriptionStatus,
    medications: z.array(z.string()),
    pickup: ZPickupChoice,
    note: z.string().nullable(),
    /** The local date (YYYY-MM-DD) from which it is ready, as promised when it was sent. */
    readyBy: z.string(),
    declineReason: z.string().nullable(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PatientPrescriptionRequest' });
export type PatientPrescriptionRequest = z.infer<typeof ZPatientPrescriptionRequest>;

/** A request as staff see it in the inbox. */
export const ZPrescriptionRequest = ZPatientPrescriptionRequest.extend({
  patientId: z.string(),
  patient: z.object({
    id: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    birthdate: z.string().nullable(),
  }),
  source: z.enum(['link', 'account']),
  history: z.array(ZPrescriptionEvent),
}).meta({ id: 'PrescriptionRequest' });
export type PrescriptionRequest = z.infer<typeof ZPrescriptionRequest>;

export const ZPrescriptionRequestsQuery = z.object({ status: ZPrescriptionStatus.optional() });
export const ZPrescriptionRequestsResponse = z.object({
  success: z.literal(true),
  requests: z.array(ZPrescriptionRequest),
});
export const ZPrescriptionRequestResponse = z.object({
  success: z.literal(true),
  request: ZPrescriptionRequest,
});
export const ZPrescriptionRequestIdParams = z.object({ businessId: z.string(), requestId: z.string() });

/** PATCH …/prescription-requests/:requestId; a decline needs the reason the patient reads. */
export const ZPrescriptionPatchBody = z.object({
  status: z.enum(PRESCRIPTION_TARGETS, 'invalid'),
  reason: z
    .string('invalid')
    .trim()
    .max(PRESCRIPTION_LIMITS.declineReasonLength, 'tooLong')
    .refine(isMultiLineText, 'invalidCharacter')
    .optional(),
});
export type PrescriptionPatchBody = z.infer<typeof ZPrescriptionPatchBody>;

/** The practice's rules for requests (cut-off, lead time, daily limit, free text). */
export const ZPrescriptionSettings = z.object({
  cutoff: z
    .string('invalid')
    .refine(isClockTime, 'invalidTime')
    .refine((value) => !isClockTime(value) || clockTimeToMinutes(value) < 24 * 60, 'invalidTime'),
  leadWorkingDays: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(0, 'invalidNumber')
    .max(PRESCRIPTION_LEAD_DAYS_MAX, 'invalidNumber'),
  dailyLimit: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(1, 'invalidNumber')
    .max(PRESCRIPTION_DAILY_LIMIT_MAX, 'invalidNumber'),
  freeText: z.boolean('invalid'),
});
export type PrescriptionSettings = z.infer<typeof ZPrescriptionSettings>;
export const ZPrescriptionSettingsResponse = z.object({
  success: z.literal(true),
  settings: ZPrescriptionSettings,
});

/** POST …/patients/:patientId/portal-link (no body needed); `sendEmail` mails the link to the record's address too. */
export const ZPortalLinkBody = z.object({ sendEmail: z.boolean('invalid').optional() }).nullish();
export const ZPortalLinkResponse = z.object({
  success: z.literal(true),
  token: z.string(),
  /** Site-relative path of the patient's page. */
  link: z.string(),
  /** The absolute link as a QR code (SVG document), for the patient's phone at the desk. */
  qrSvg: z.string(),
  /** Whether the link went out by e-mail. */
  emailed: z.boolean(),
});
/** GET …/patients/:patientId/portal-link: whether a link is active (the token itself is never stored). */
export const ZPortalLinkStatusResponse = z.object({
  success: z.literal(true),
  portalLink: z.object({ active: z.boolean(), createdAt: z.string().nullable() }),
});

export const ZPortalTokenParams = z.object({ token: z.string() });
export const ZPortalRecordParams = z.object({ recordId: z.string() });

/** What the patient's page shows. */
export const ZPortal = z
  .object({
    business: z.object({ name: z.string(), phone: z.string().nullable(), timeZone: z.string() }),
    patient: z.object({ firstName: z.string(), lastName: z.string() }),
    medications: z.array(ZMedicationView),
    requests: z.array(ZPatientPrescriptionRequest),
    rules: z.object({
      cutoff: z.string(),
      leadWorkingDays: z.number(),
      dailyLimit: z.number(),
      freeText: z.boolean(),
      /** Requests left today. */
      remainingToday: z.number(),
      /** What a request sent now promises. */
      readyBy: z.string(),
      afterCutoff: z.boolean(),
    }),
  })
  .meta({ id: 'PatientPortal' });
export type Portal = z.infer<typeof ZPortal>;
export const ZPortalResponse = z.object({ success: z.literal(true), portal: ZPortal });
/** GET /api/patient-portal/me: one portal per medical practice the account is linked to. */
export const ZMyPortalsResponse = z.object({
  success: z.literal(true),
  portals: z.array(ZPortal.extend({ recordId: z.string() })),
});

/** POST …/prescription-requests from the patient's page. */
export const ZPrescriptionRequestBody = z.object({
  medications: z.array(line(PRESCRIPTION_LIMITS.nameLength)).max(PRESCRIPTION_LIMITS.medications, 'tooMany'),
  pickup: ZPickupChoice,
  note: z
    .string('invalid')
    .trim()
    .max(PRESCRIPTION_LIMITS.requestNoteLength, 'tooLong')
    .refine(isMultiLineText, 'invalidCharacter')
    .optional(),
});
export type PrescriptionRequestBody = z.infer<typeof ZPrescriptionRequestBody>;
export const ZPatientPrescriptionRequestResponse = z.object({
  success: z.literal(true),
  request: ZPatientPrescriptionRequest,
});
