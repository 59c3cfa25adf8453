import { z } from 'zod';
import { ERASURE_DECLINE_REASON_MAX_LENGTH, WALK_IN_RETENTION_DAYS } from '../domain/data-retention';
import { ZLanguageId } from './language-schemas';
import { ZMedicationView, ZPatientPrescriptionRequest } from './prescription-schemas';

// A patient's data rights (GDPR Art. 15, 17, 20; issue 20): erasure by staff, the patient's own
// data from the manage link or their account, erasure requests, and the walk-in retention setting.

/** DELETE …/patients/:patientId?cancelFuture=true cancels the future appointments with the erasure. */
export const ZErasePatientQuery = z.object({
  cancelFuture: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

/** How many days walk-in visits are kept before they are anonymised (a business setting). */
export const ZWalkInRetentionDays = z
  .number('invalid')
  .int('invalid')
  .min(WALK_IN_RETENTION_DAYS.min, 'tooSmall')
  .max(WALK_IN_RETENTION_DAYS.max, 'tooLarge');

export const ZErasureRequestStatus = z.enum(['open', 'done', 'declined']);
export type ErasureRequestStatus = z.infer<typeof ZErasureRequestStatus>;

/** Where the patient asked: the manage link of a booking, or their patient account. */
export const ZErasureRequestSource = z.enum(['manageLink', 'account']);

/** An erasure request as the patient sees it. */
export const ZPatientErasureRequest = z
  .object({
    status: ZErasureRequestStatus,
    requestedAt: z.string(),
    /** When it runs by itself unless staff confirm or decline it first. */
    dueAt: z.string(),
    decidedAt: z.string().nullable(),
    /** Why staff declined (e.g. a legal duty to keep medical records); null otherwise. */
    declineReason: z.string().nullable(),
  })
  .meta({ id: 'PatientErasureRequest' });
export type PatientErasureRequest = z.infer<typeof ZPatientErasureRequest>;

export const ZPatientErasureRequestResponse = z.object({
  success: z.literal(true),
  request: ZPatientErasureRequest,
});

/** An erasure request as staff see it; `patient` is null once the patient was erased. */
export const ZErasureRequest = ZPatientErasureRequest.extend({
  id: z.string(),
  source: ZErasureRequestSource,
  patient: z.object({ id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
}).meta({ id: 'ErasureRequest' });
export type ErasureRequest = z.infer<typeof ZErasureRequest>;

export const ZErasureRequestsQuery = z.object({
  /** Default: open ones only. */
  status: ZErasureRequestStatus.optional(),
});

export const ZErasureRequestsResponse = z.object({
  success: z.literal(true),
  requests: z.array(ZErasureRequest),
});

export const ZErasureRequestResponse = z.object({ success: z.literal(true), request: ZErasureRequest });

export const ZErasureRequestIdParams = z.object({ businessId: z.string(), requestId: z.string() });

/** Staff decline with the reason the patient will read. */
export const ZDeclineErasureBody = z.object({
  reason: z.string('invalid').trim().min(1, 'required').max(ERASURE_DECLINE_REASON_MAX_LENGTH, 'tooLong'),
});
export type DeclineErasureBody = z.infer<typeof ZDeclineErasureBody>;

/** GET …/my-data.html?lang=: the page in this language (default: Accept-Language, then the booking's). */
export const ZMyDataQuery = z.object({ lang: ZLanguageId.optional() });

const ZDataAppointment = z.object({
  start: z.string(),
  end: z.string(),
  title: z.string(),
  status: z.enum(['booked', 'cancelled']),
  doctor: z.string().nullable(),
  note: z.string().nullable(),
  bookedOnline: z.boolean(),
  confirmation: z.string().nullable(),
  contactPhone: z.string().nullable(),
  contactEmail: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
});

const ZDataVisit = z.object({
  createdAt: z.string(),
  calledAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  status: z.string(),
  outcome: z.string().nullable(),
  message: z.string().nullable(),
});

const ZDataReminder = z.object({ appointmentStart: z.string(), hoursBefore: z.number(), sentAt: z.string() });

/** Everything one business holds about one patient (GDPR Art. 15 access, Art. 20 portability). */
export const ZPatientData = z
  .object({
    /** The record's id: what a patient account names to ask for its erasure. */
    recordId: z.string(),
    exportedAt: z.string(),
    business: z.object({ name: z.string(), email: z.string().nullable(), phone: z.string().nullable() }),
    patient: z.object({
      firstName: z.string(),
      lastName: z.string(),
      birthdate: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
      svnr: z.string().nullable(),
      note: z.string().nullable(),
      createdAt: z.string(),
      updatedAt: z.string(),
    }),
    consent: z.object({
      /** Appointment reminders by e-mail (null: never opted out). */
      emailReminders: z.boolean(),
      remindersOptedOutAt: z.string().nullable(),
      /** Marketing mail: only with its own explicit consent (when given; null: never). */
      marketing: z.boolean(),
      marketingConsentAt: z.string().nullable(),
    }),
    appointments: z.array(ZDataAppointment),
    visits: z.array(ZDataVisit),
    remindersSent: z.array(ZDataReminder),
    erasureRequest: ZPatientErasureRequest.nullable(),
    /** Repeat prescriptions (medical practices, issue 23): the long-term list and every request. */
    prescriptions: z.object({
      medications: z.array(ZMedicationView),
      requests: z.array(ZPatientPrescriptionRequest),
    }),
  })
  .meta({ id: 'PatientData' });
export type PatientData = z.infer<typeof ZPatientData>;

export const ZRecordIdParams = z.object({ recordId: z.string() });

/** GET /api/me/patient-data: one record per business that linked the signed-in account to a patient. */
export const ZMyPatientDataResponse = z.object({ success: z.literal(true), records: z.array(ZPatientData) });
