import { z } from 'zod';
import { MAX_PARTY_SIZE, MIN_PARTY_SIZE } from '../domain/party-size';
import { isMultiLineText } from '../domain/plain-text';
import { ZBirthdate, ZCalendarDate, ZCalendarDateOrInstant, ZCalendarInstant } from './date-schemas';
import { ZFirstName, ZLastName } from './field-schemas';
import { ZLanguageId } from './language-schemas';
import { ZPatientSummary } from './patient-summary-schema';

// API.md "Booking" (public) and "Appointments and patients" (staff). Times travel as ISO 8601 with
// an offset; the server answers in UTC ("…Z") and the web shows them in the business's time zone.

/** Phone may arrive empty: the service answers 422 PHONE_REQUIRED (API.md) instead of a 400. */
export const ZPhone = z
  .string()
  .trim()
  .max(40, 'tooLong')
  .refine((phone) => phone === '' || /^\+?[0-9 ()/.-]{4,40}$/.test(phone), 'phoneInvalid');

const EMAIL = z.email();

/** An optional e-mail: an empty string means none (a form's untouched field). */
const ZOptionalEmail = z
  .string()
  .trim()
  .max(254, 'tooLong')
  .refine((email) => email === '' || EMAIL.safeParse(email).success, 'emailInvalid')
  .transform((email) => (email === '' ? undefined : email.toLowerCase()))
  .optional();

/** How many persons a restaurant's reservation is for; other industries ignore it. */
export const ZPartySize = z
  .number('invalidNumber')
  .int('invalidNumber')
  .min(MIN_PARTY_SIZE, 'tooSmall')
  .max(MAX_PARTY_SIZE, 'tooLarge');

export const ZSlotsQuery = z.object({
  typeId: z.string('required').min(1, 'required'),
  from: ZCalendarDate.optional(),
  to: ZCalendarDate.optional(),
  /** A query string is text: "4" becomes 4, "abc" fails as invalidNumber. */
  partySize: z.coerce.number('invalidNumber').pipe(ZPartySize).optional(),
  /** Only this doctor's slots (where the business lets patients choose; else ignored). */
  doctorId: z.string().min(1).optional(),
});

export const ZSlot = z
  .object({ start: z.string(), end: z.string(), doctorId: z.string() })
  .meta({ id: 'Slot' });
export type Slot = z.infer<typeof ZSlot>;

export const ZSlotsResponse = z.object({ success: z.literal(true), slots: z.array(ZSlot) });

export const ZBookingBody = z.object({
  typeId: z.string('required').min(1, 'required'),
  start: ZCalendarInstant,
  doctorId: z.string().min(1).optional(),
  firstName: ZFirstName,
  lastName: ZLastName,
  phone: ZPhone.optional(),
  email: ZOptionalEmail,
  note: z.string().trim().max(500, 'tooLong').refine(isMultiLineText, 'invalidCharacter').optional(),
  partySize: ZPartySize.optional(),
  /** The language the patient booked in: their mails speak it (default: from Accept-Language). */
  language: ZLanguageId.optional(),
  /** Asked where only known patients may book online (matched with the name). */
  birthdate: ZBirthdate.optional(),
});
export type BookingBody = z.infer<typeof ZBookingBody>;

/** What a patient sees of their booking (by its manage token); the token only comes with the 201. */
export const ZBooking = z
  .object({
    id: z.string(),
    start: z.string(),
    end: z.string(),
    doctorId: z.string().nullable(),
    doctorName: z.string().nullable(),
    typeId: z.string().nullable(),
    title: z.string(),
    businessName: z.string(),
    businessPublicId: z.string(),
    timeZone: z.string(),
    cancelled: z.boolean(),
    /** Where the business confirms bookings: requested until staff confirm or decline it; else null. */
    confirmation: z.enum(['requested', 'confirmed', 'declined']).nullable(),
    /** Persons of a restaurant's reservation; null when not given. */
    partySize: z.number().nullable(),
    /** The patient asked to hear of an earlier time of the same type (the waitlist). */
    waitlisted: z.boolean(),
    /**
     * The last moment the patient may cancel or move it online (the business's cancellation
     * deadline before the start); later, DELETE and reschedule answer 422 CANCEL_DEADLINE_PASSED.
     */
    changeableUntil: z.string(),
    manageToken: z.string().optional(),
  })
  .meta({ id: 'Booking' });
export type Booking = z.infer<typeof ZBooking>;

export const ZBookingResponse = z.object({ success: z.literal(true), booking: ZBooking });
export const ZManageTokenParams = z.object({ manageToken: z.string() });

/** A patient moves their booking to another free time of the same type (the manage link). */
export const ZRescheduleBody = z.object({
  start: ZCalendarInstant,
  doctorId: z.string().min(1).optional(),
});
export type RescheduleBody = z.infer<typeof ZRescheduleBody>;

/** The token of a reminder mail's opt-out link. */
export const ZReminderOptOutParams = z.object({ token: z.string() });

// Staff

export const ZAppointmentsQuery = z.object({
  /** A date (the whole day in the business's time zone) or an instant, as FullCalendar sends. */
  from: ZCalendarDateOrInstant,
  to: ZCalendarDateOrInstant,
  doctorId: z.string().min(1).optional(),
});

/** Staff book like patients do, or for a patient the practice already has (`patientId`). */
export const ZStaffAppointmentBody = z.object({
  typeId: z.string('required').min(1, 'required'),
  start: ZCalendarInstant,
  doctorId: z.string('required').min(1, 'required'),
  patientId: z.string().min(1).optional(),
  firstName: ZFirstName.optional(),
  lastName: ZLastName.optional(),
  phone: ZPhone.optional(),
  email: ZOptionalEmail,
  note: z.string().trim().max(500, 'tooLong').refine(isMultiLineText, 'invalidCharacter').optional(),
  partySize: ZPartySize.optional(),
  /** Book even in an absence, outside working hours or in the past (after the 409 OUTSIDE_AVAILABILITY warning). */
  override: z.boolean().optional(),
});
export type StaffAppointmentBody = z.infer<typeof ZStaffAppointmentBody>;

export const ZAppointmentPatchBody = z.object({
  start: ZCalendarInstant.optional(),
  doctorId: z.string().min(1).optional(),
  typeId: z.string().min(1).optional(),
  /** Move even into an absence, outside working hours or into the past (after the 409 warning). */
  override: z.boolean().optional(),
});
export type AppointmentPatchBody = z.infer<typeof ZAppointmentPatchBody>;

export const ZAppointment = z
  .object({
    id: z.string(),
    title: z.string(),
    start: z.string(),
    end: z.string(),
    typeId: z.string().nullable(),
    doctorId: z.string().nullable(),
    color: z.string(),
    note: z.string().nullable(),
    /** Persons of a restaurant's reservation; null when not given. */
    partySize: z.number().nullable(),
    cancelled: z.boolean(),
    patient: ZPatientSummary,
    /** Who booked or last changed it: a staff member, or null when the patient booked online. */
    changedBy: z.object({ id: z.string(), name: z.string() }).nullable(),
    /** Booked on the public booking page (not by staff). */
    bookedOnline: z.boolean(),
    /** Staff booked or moved it into an absence, outside working hours or into the past on purpose. */
    availabilityOverridden: z.boolean(),
    /**
     * The phone and e-mail this booking gave where they differ from the patient's record (null
     * where they do not; the whole field null when nothing differs). Its mails go there; the record
     * changes only when staff accept them (POST …/appointments/:appointmentId/accept-contact).
     */
    newContact: z.object({ phone: z.string().nullable(), email: z.string().nullable() }).nullable(),
    /** Its place in a weekly series staff booked ("3 of 6"); null for a single appointment. */
    series: z.object({ id: z.string(), index: z.number().int(), total: z.number().int() }).nullable(),
    /**
     * Where the business confirms online bookings: `requested` until staff confirm
     * (POST …/appointments/:appointmentId/confirm) or decline it (…/decline); else null.
     */
    confirmation: z.enum(['requested', 'confirmed', 'declined']).nullable(),
  })
  .meta({ id: 'Appointment' });
export type Appointment = z.infer<typeof ZAppointment>;

export const ZAppointmentResponse = z.object({ success: z.literal(true), appointment: ZAppointment });
export const ZAppointmentsResponse = z.object({
  success: z.literal(true),
  appointments: z.array(ZAppointment),
});
export const ZAppointmentIdParams = z.object({ businessId: z.string(), appointmentId: z.string() });

export const ZBulkCancelResponse = z.object({ success: z.literal(true), cancelled: z.number().int() });
