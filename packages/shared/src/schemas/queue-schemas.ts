import { z } from 'zod';
import { isMultiLineText } from '../domain/plain-text';
import { arePushKeys, isPlausiblePushEndpoint } from '../domain/push-endpoint';
import { QUEUE_OUTCOMES, QUEUE_STATUSES } from '../domain/queue-status';
import { isValidSvnr, normalizeSvnr } from '../domain/svnr';
import { ZPartySize } from './booking-schemas';
import { ZColorTheme } from './business-schemas';
import { ZBirthdate } from './date-schemas';
import { ZFirstName, ZFullName, ZLastName } from './field-schemas';
import { ZEntryStage, ZStation } from './workflow-schemas';

const ZMinuteRange = z.object({ min: z.number(), max: z.number() });

/** The appointment a checked-in entry came from (null: a walk-in), as it was at check-in. */
export const ZEntryAppointment = z
  .object({ start: z.string(), typeTitle: z.string(), doctorId: z.string().nullable() })
  .meta({ id: 'EntryAppointment' });
export type EntryAppointment = z.infer<typeof ZEntryAppointment>;

// API.md "Waiting room". Name rules (FULL_NAME_REQUIRED 422, BIRTHDATE_REQUIRED 409) and status
// rules (INVALID_TRANSITION 422) come from the services; the social insurance number is checked
// here (svnrInvalid) with the Austrian check digit.

const ZStatus = z.enum(QUEUE_STATUSES, 'invalidStatus');

/** Issue 21: the ticket of its line and day (`A017`; null for entries before tickets) and priority. */
const ticketFields = {
  ticket: z.string().nullable(),
  /** Staff marked it urgent: it stands at the front of its line. */
  urgent: z.boolean(),
};

export const ZJoinQueueBody = z.object({
  fullName: ZFullName,
  birthdate: ZBirthdate.optional(),
  /** Persons of a restaurant's party (1–99); other industries ignore it. */
  partySize: ZPartySize.optional(),
  /** The line to join (the QR code's `?line=`); default the business's default workflow. */
  workflowId: z.string().max(100, 'tooLong').optional(),
});
export type JoinQueueBody = z.infer<typeof ZJoinQueueBody>;

/** What a patient sees of their own entry (GET /api/queue/:entryToken, socket `entry:changed`). */
export const ZPatientEntry = z
  .object({
    id: z.string(),
    firstName: z.string(),
    status: ZStatus,
    outcome: z.enum(QUEUE_OUTCOMES).nullable(),
    /** People before them who still wait (notHere or checkIn), stepped-out ones included. */
    ahead: z.number().int(),
    isNext: z.boolean(),
    /** Approximate, in minutes: ahead × today's median treatment time (or the business default). */
    estimatedWaitMinutes: z.number().int(),
    /**
     * The same wait as a range ("about 10–20 min"): people ahead × the median and the upper quartile
     * of the place's latest treatments (domain/wait-range.ts); min = max = estimatedWaitMinutes while
     * too few treatments are measured.
     */
    estimatedWaitRange: ZMinuteRange,
    /** Stepped out briefly (keeps the place). */
    out: z.boolean(),
    /** Notifications switched on for this entry. */
    notify: z.boolean(),
    businessName: z.string(),
    businessPublicId: z.string(),
    industry: z.string(),
    /** The business's colour theme: the patient room shows the place in its colours. */
    colorTheme: ZColorTheme,
    /** Staff pressed "notify now" (and when; with their message, if any). */
    messageSent: z.boolean(),
    messageSentAt: z.string().nullable(),
    message: z.string().nullable(),
    createdAt: z.string(),
    /**
     * The order key: the people ahead are the waiting entries of the place with a smaller one.
     * With `version` the page applies the place's `queue:moved` broadcasts to `ahead` itself.
     */
    sortKey: z.number().int(),
    /** The place's queue version that `ahead` and the estimate are true for. */
    version: z.number().int(),
    /** Minutes per person ahead for the estimate (median of today's treatments, or the default). */
    minutesPerPerson: z.number(),
    /** Minutes per person ahead as a range, for the estimate range. */
    perPerson: ZMinuteRange,
    /** The appointment this entry checked in for; null for a walk-in. */
    appointmentId: z.string().nullable(),
    appointment: ZEntryAppointment.nullable(),
    ...ticketFields,
    /** The line (workflow) of the entry; its stage (index of count) and, once called, the station. */
    workflowId: z.string().nullable(),
    stage: ZEntryStage.nullable(),
    station: ZStation.nullable(),
    /** When a station called them (status called), else null. */
    calledAt: z.string().nullable(),
  })
  .meta({ id: 'PatientEntry' });
export type PatientEntry = z.infer<typeof ZPatientEntry>;

export const ZJoinQueueResponse = z.object({
  success: z.literal(true),
  entry: ZPatientEntry.extend({ token: z.string() }),
  /** Bearer token of the new temporary user. */
  data: z.string(),
});
export const ZPatientEntryResponse = z.object({ success: z.literal(true), entry: ZPatientEntry });
export const ZEntryTokenParams = z.object({ entryToken: z.string() });

/**
 * A browser's PushSubscription.toJSON(). The endpoint must be https on a push service and the keys
 * a browser's (domain/push-endpoint.ts), else `pushSubscription: pushSubscriptionInvalid`; the
 * server also checks the host against its allow-list (PUSH_SERVICES) and the key against the curve.
 */
export const ZPushSubscription = z
  .object({
    endpoint: z.string('required').max(2000, 'tooLong'),
    expirationTime: z.number().nullable().optional(),
    keys: z.object({
      p256dh: z.string('required').max(200, 'tooLong'),
      auth: z.string('required').max(100, 'tooLong'),
    }),
  })
  .refine(
    (subscription) => isPlausiblePushEndpoint(subscription.endpoint) && arePushKeys(subscription.keys),
    'pushSubscriptionInvalid',
  );
export type PushSubscriptionBody = z.infer<typeof ZPushSubscription>;

export const ZNotificationsBody = z.object({
  enabled: z.boolean('required'),
  pushSubscription: ZPushSubscription.optional(),
});

export const ZPushKeyResponse = z.object({ success: z.literal(true), publicKey: z.string() });

// Staff

/** Entries per page of the staff list when the client names no `limit`, and the most it may ask for. */
export const QUEUE_PAGE_DEFAULT = 50;
export const QUEUE_PAGE_MAX = 200;

export const ZQueueQuery = z.object({
  view: z.enum(['waiting', 'today', 'past'], 'invalid').default('waiting'),
  q: z.string().trim().max(100, 'tooLong').optional(),
  status: ZStatus.optional(),
  limit: z.coerce
    .number('invalidNumber')
    .int('invalidNumber')
    .min(1, 'invalidNumber')
    .max(QUEUE_PAGE_MAX, 'invalidNumber')
    .default(QUEUE_PAGE_DEFAULT),
  /** One line only (a workflow), or one stage of it (a station's view). */
  workflowId: z.string().max(100, 'tooLong').optional(),
  stageId: z.string().max(100, 'tooLong').optional(),
  /** `nextCursor` of the page before (opaque to clients). */
  cursor: z
    .string()
    .regex(/^\d{1,18}$/, 'invalid')
    .optional(),
});
export type QueueQuery = z.infer<typeof ZQueueQuery>;

/** Austrian social insurance number: 10 digits, check digit 4th (weights 3,7,9,0,5,8,4,2,1,6, mod 11). */
export const ZSvnr = z
  .string()
  .trim()
  .max(20, 'tooLong')
  .refine((value) => value === '' || isValidSvnr(value), 'svnrInvalid')
  .transform((value) => (value === '' ? undefined : normalizeSvnr(value)));

export const ZAddPatientBody = z.object({
  /**
   * A known patient of the business (the record's "to the waiting room"): the entry is theirs, the
   * name fields are not matched. Without it the name and birth date find or create the patient.
   */
  patientId: z.string().max(100, 'tooLong').optional(),
  firstName: ZFirstName,
  lastName: ZLastName,
  birthdate: ZBirthdate.optional(),
  phone: z.string().trim().max(40, 'tooLong').optional(),
  svnr: ZSvnr.optional(),
  note: z.string().trim().max(1000, 'tooLong').refine(isMultiLineText, 'invalidCharacter').optional(),
  /** Persons of a restaurant's party (1–99); other industries ignore it. */
  partySize: ZPartySize.optional(),
  /** The line to put them in; default the business's default workflow. */
  workflowId: z.string().max(100, 'tooLong').optional(),
});
export type AddPatientBody = z.infer<typeof ZAddPatientBody>;

export const ZStaffEntry = z
  .object({
    id: z.string(),
    patient: z.object({
      id: z.string(),
      firstName: z.string(),
      lastName: z.string(),
      birthdate: z.string().nullable(),
      phone: z.string().nullable(),
      svnr: z.string().nullable(),
      note: z.string().nullable(),
    }),
    status: ZStatus,
    outcome: z.enum(QUEUE_OUTCOMES).nullable(),
    ahead: z.number().int().nullable(),
    out: z.boolean(),
    outSince: z.string().nullable(),
    notify: z.boolean(),
    /** Joined by QR code / link (true) or added by staff (false). */
    selfRegistered: z.boolean(),
    /** Persons of a restaurant's party; null when not given and outside restaurants. */
    partySize: z.number().int().nullable(),
    messageSent: z.boolean(),
    messageSentAt: z.string().nullable(),
    message: z.string().nullable(),
    createdAt: z.string(),
    calledAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
    /** The order key (queue order: walk-ins by arrival, appointments by start; domain/queue-order.ts). */
    sortKey: z.number().int(),
    /** The appointment this entry checked in for; null for a walk-in. */
    appointmentId: z.string().nullable(),
    appointment: ZEntryAppointment.nullable(),
    ...ticketFields,
    /** The line (workflow) of the entry; its stage (index of count) and, once called, the station. */
    workflowId: z.string().nullable(),
    stage: ZEntryStage.nullable(),
    station: ZStation.nullable(),
  })
  .meta({ id: 'QueueEntry' });
export type StaffEntry = z.infer<typeof ZStaffEntry>;

export const ZStaffEntryResponse = z.object({ success: z.literal(true), entry: ZStaffEntry });
export const ZStaffEntriesResponse = z.object({
  success: z.literal(true),
  entries: z.array(ZStaffEntry),
  /** All entries of this view and filter, on every page (the list is never cut silently). */
  total: z.number().int(),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  /** The place's queue version the positions (`ahead`) are true for; `queue:changed` carries the next ones. */
  version: z.number().int(),
});
export type StaffEntriesPage = z.infer<typeof ZStaffEntriesResponse>;
export const ZEntryIdParams = z.object({ businessId: z.string(), entryId: z.string() });

export const ZStatusBody = z.object({
  status: ZStatus,
  /** Only with `done`: how it ended (default treated). */
  outcome: z.enum(QUEUE_OUTCOMES, 'invalid').optional(),
});
export type StatusBody = z.infer<typeof ZStatusBody>;

export const ZNotifyBody = z.object({
  message: z.string().trim().max(300, 'tooLong').refine(isMultiLineText, 'invalidCharacter').optional(),
});

export const ZBulkRemoveResponse = z.object({ success: z.literal(true), removed: z.number().int() });

// Appointment check-in (issue 21)

export const ZAppointmentCheckInParams = z.object({ businessId: z.string(), appointmentId: z.string() });
/** Staff check-in takes nothing: the appointment names the patient. */
export const ZStaffCheckInBody = z.object({}).nullish();
/** The patient's check-in: the language of their temporary account (default the business's). */
export const ZPatientCheckInBody = z
  .object({ languageId: z.string().max(5, 'tooLong').optional() })
  .nullish();
/** The patient's check-in from the manage link: their entry (with its link token) and a temporary account. */
export const ZPatientCheckInResponse = ZJoinQueueResponse;

/**
 * A place's waiting room as anyone may see it on its public page (issue 22): how many wait now and
 * about how long someone joining now would wait. Counts only, never a name or ticket.
 */
export const ZPublicWait = z
  .object({
    waiting: z.number().int(),
    estimatedWaitRange: ZMinuteRange,
  })
  .meta({ id: 'PublicWait' });
export type PublicWait = z.infer<typeof ZPublicWait>;
export const ZPublicWaitResponse = z.object({ success: z.literal(true), wait: ZPublicWait });
