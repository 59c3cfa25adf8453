/**
 * Error codes of the HTTP contract (../shared/API.md). The server answers them,
 * the web translates them (`errors.<CODE>` in the common namespace).
 */
export const ErrorCode = {
  VALIDATION: 'VALIDATION',
  UNAUTHENTICATED: 'UNAUTHENTICATED',
  FORBIDDEN: 'FORBIDDEN',
  NOT_FOUND: 'NOT_FOUND',
  CONFLICT: 'CONFLICT',
  RATE_LIMITED: 'RATE_LIMITED',
  PAYLOAD_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  UNSUPPORTED_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  METHOD_NOT_ALLOWED: 'METHOD_NOT_ALLOWED',
  SERVICE_UNAVAILABLE: 'SERVICE_UNAVAILABLE',
  INTERNAL: 'INTERNAL',
  /** A 4xx the framework raised with no code of its own (414 URI too long, 431 headers too large, …). */
  BAD_REQUEST: 'BAD_REQUEST',
  // Accounts
  INVALID_CREDENTIALS: 'INVALID_CREDENTIALS',
  EMAIL_TAKEN: 'EMAIL_TAKEN',
  PASSWORD_POLICY: 'PASSWORD_POLICY',
  PASSWORDS_DO_NOT_MATCH: 'PASSWORDS_DO_NOT_MATCH',
  OLD_PASSWORD_REQUIRED: 'OLD_PASSWORD_REQUIRED',
  INVALID_TOKEN: 'INVALID_TOKEN',
  NOT_TEMPORARY: 'NOT_TEMPORARY',
  /** The business's owner has not verified their e-mail yet: its public pages are not open online. */
  EMAIL_NOT_VERIFIED: 'EMAIL_NOT_VERIFIED',
  // Abuse of public writes (issue 16)
  /** Over the place's budget of public writes: solve `error.challenge` and send it in `X-Altcha`. */
  CHALLENGE_REQUIRED: 'CHALLENGE_REQUIRED',
  // Doctors, working times, absences, appointment types
  NAME_REQUIRED: 'NAME_REQUIRED',
  SPECIALTY_REQUIRED: 'SPECIALTY_REQUIRED',
  PARTY_SIZE_REQUIRED: 'PARTY_SIZE_REQUIRED',
  INVALID_TIME_RANGE: 'INVALID_TIME_RANGE',
  /** An absence whose last day is before its first (422). */
  INVALID_DATE_RANGE: 'INVALID_DATE_RANGE',
  DOCTOR_HAS_APPOINTMENTS: 'DOCTOR_HAS_APPOINTMENTS',
  NO_DOCTORS: 'NO_DOCTORS',
  UNKNOWN_DOCTOR: 'UNKNOWN_DOCTOR',
  // Booking and appointments
  SLOT_TAKEN: 'SLOT_TAKEN',
  SLOT_UNAVAILABLE: 'SLOT_UNAVAILABLE',
  PHONE_REQUIRED: 'PHONE_REQUIRED',
  PATIENT_REQUIRED: 'PATIENT_REQUIRED',
  IDEMPOTENCY_KEY_REUSED: 'IDEMPOTENCY_KEY_REUSED',
  RANGE_TOO_LONG: 'RANGE_TOO_LONG',
  APPOINTMENT_STARTED: 'APPOINTMENT_STARTED',
  PARTY_TOO_LARGE: 'PARTY_TOO_LARGE',
  /** The phone number or e-mail address already has the most open future bookings allowed at this place. */
  BOOKING_LIMIT: 'BOOKING_LIMIT',
  /** Past the business's cancellation deadline: the patient calls to cancel or move (422). */
  CANCEL_DEADLINE_PASSED: 'CANCEL_DEADLINE_PASSED',
  /** A waitlist offer's time went to another patient, was booked otherwise, or has begun (410). */
  OFFER_GONE: 'OFFER_GONE',
  /** An instance of a weekly series conflicts (taken, in the past …) since its preview: nothing saved (409). */
  SERIES_CONFLICT: 'SERIES_CONFLICT',
  /**
   * Staff: the time lies in an absence, outside working hours or in the past (409); `fields.start`
   * says which (`absence` | `outsideHours` | `past`). Send again with `override: true` to book anyway.
   */
  OUTSIDE_AVAILABILITY: 'OUTSIDE_AVAILABILITY',
  /** Only known patients may book online and none has this name and birthdate: call the business (403). */
  UNKNOWN_PATIENT: 'UNKNOWN_PATIENT',
  // Waiting room
  FULL_NAME_REQUIRED: 'FULL_NAME_REQUIRED',
  BIRTHDATE_REQUIRED: 'BIRTHDATE_REQUIRED',
  INVALID_TRANSITION: 'INVALID_TRANSITION',
  /** Staff paused self-registration: 423. */
  QUEUE_PAUSED: 'QUEUE_PAUSED',
  /**
   * Appointment check-in outside its window: a patient from 60 minutes before the start until its
   * end, staff on the appointment's day (422).
   */
  CHECK_IN_CLOSED: 'CHECK_IN_CLOSED',
  /** Checking in to an appointment that was cancelled (409). */
  APPOINTMENT_CANCELLED: 'APPOINTMENT_CANCELLED',
  /** A check-in by name and birth date matched no appointment of today (always the same answer: 422). */
  NO_MATCHING_APPOINTMENT: 'NO_MATCHING_APPOINTMENT',
  /** Marking an appointment a no-show before its end (422). */
  APPOINTMENT_NOT_OVER: 'APPOINTMENT_NOT_OVER',
  /** Marking a checked-in appointment a no-show (409). */
  CHECKED_IN_ALREADY: 'CHECKED_IN_ALREADY',
  /** A business keeps at most 20 lobby displays and 20 kiosks (409). */
  TOO_MANY_DEVICES: 'TOO_MANY_DEVICES',
  // Visit workflows (lines), stages and stations (issue 21)
  /** A workflow, stage or station id that is not of this business (or of this workflow) (422). */
  UNKNOWN_WORKFLOW: 'UNKNOWN_WORKFLOW',
  UNKNOWN_STAGE: 'UNKNOWN_STAGE',
  UNKNOWN_STATION: 'UNKNOWN_STATION',
  /** The default workflow cannot be deleted (422). */
  DEFAULT_WORKFLOW: 'DEFAULT_WORKFLOW',
  /** Deleting a workflow, or removing a stage, that patients still wait or are served in (409). */
  WORKFLOW_IN_USE: 'WORKFLOW_IN_USE',
  /** All 26 ticket letters are taken by the business's workflows (422). */
  TOO_MANY_WORKFLOWS: 'TOO_MANY_WORKFLOWS',
  // Team (issue 19)
  /** The owner cannot leave or be removed: they transfer ownership first (409). */
  OWNER_MUST_TRANSFER: 'OWNER_MUST_TRANSFER',
  /** The invited address already belongs to a member, or has a pending invitation (409). */
  ALREADY_MEMBER: 'ALREADY_MEMBER',
  // Patients (issue 20)
  /** An edit makes the record equal (name and phone) to another patient, `fields.duplicateOf` (409): merge them. */
  PATIENT_DUPLICATE: 'PATIENT_DUPLICATE',
  /** A merge names the same patient twice (422). */
  MERGE_INTO_SELF: 'MERGE_INTO_SELF',
  // Announcements
  /** The business holds ANNOUNCEMENTS_CURRENT_MAX current announcements: end or delete one first (409). */
  TOO_MANY_ANNOUNCEMENTS: 'TOO_MANY_ANNOUNCEMENTS',
  // Data protection (issue 20)
  /** Erasing a patient with future booked appointments: retry with `cancelFuture=true` (409, count in fields.appointments). */
  PATIENT_HAS_FUTURE_APPOINTMENTS: 'PATIENT_HAS_FUTURE_APPOINTMENTS',
  /** The erasure request was already carried out or declined (409). */
  ERASURE_REQUEST_CLOSED: 'ERASURE_REQUEST_CLOSED',
  // Repeat prescriptions (issue 23)
  /** The patient sent as many requests today as the practice allows (409; `fields.limit`). */
  PRESCRIPTION_DAILY_LIMIT: 'PRESCRIPTION_DAILY_LIMIT',
  /** A requested medication is not on the patient's long-term list (422; `fields.medications`). */
  UNKNOWN_MEDICATION: 'UNKNOWN_MEDICATION',
  /** Free text, but the practice takes only the medications on the list (422; `fields.note`). */
  FREE_TEXT_NOT_ALLOWED: 'FREE_TEXT_NOT_ALLOWED',
  /** Neither a medication nor (where allowed) a note: nothing to ask for (422). */
  NOTHING_REQUESTED: 'NOTHING_REQUESTED',
  /** Declining needs the reason the patient will read (422; `fields.reason`). */
  REASON_REQUIRED: 'REASON_REQUIRED',
  // Catalogue (issue 22)
  /** A product's `currency` is not the business's: prices are kept in the business's one currency (422). */
  CURRENCY_MISMATCH: 'CURRENCY_MISMATCH',
  /** The appointment type is another product's already: one price per bookable type (409). */
  APPOINTMENT_TYPE_TAKEN: 'APPOINTMENT_TYPE_TAKEN',
} as const;

/** Every code the server answers: a closed union, so a typo is a type error on both sides. */
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

const CODES = new Set<string>(Object.values(ErrorCode));

/** Whether a code read off the wire is one of the contract's (an older client may meet a newer server's). */
export function isErrorCode(code: unknown): code is ErrorCode {
  return typeof code === 'string' && CODES.has(code);
}

/**
 * The body of every error answer. `fields` maps a field path to a validation code; `challenge` is
 * the ALTCHA challenge of a 429 CHALLENGE_REQUIRED.
 */
export interface ErrorBody {
  success: false;
  error: { code: ErrorCode; message: string; fields?: Record<string, string>; challenge?: unknown };
}
