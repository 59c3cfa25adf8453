import { z } from 'zod';
import { isMultiLineText, isSingleLineText } from '../domain/plain-text';
import { ZTypeBookingRules } from './business-schemas';

// API.md "Appointment types". 422 NO_DOCTORS while the business has no doctor comes from the service.

/**
 * `error.fields.doctorIds` of a type nobody offers (400 VALIDATION). The service checks it, not the
 * schema, because a business without doctors answers 422 NO_DOCTORS first; the web checks the same
 * before sending and names the industry's resource ("at least one doctor / table").
 */
export const DOCTORS_REQUIRED = 'doctorsRequired';

const ZColor = z.string('required').regex(/^#[0-9a-fA-F]{6}$/, 'invalidColor');

export const ZAppointmentTypeBody = z.object({
  title: z
    .string('required')
    .trim()
    .min(1, 'titleRequired')
    .max(100, 'tooLong')
    .refine(isSingleLineText, 'invalidCharacter'),
  description: z.string().trim().max(1000, 'tooLong').refine(isMultiLineText, 'invalidCharacter').optional(),
  durationMinutes: z
    .number('invalidNumber')
    .int('invalidNumber')
    .min(5, 'durationTooShort')
    .max(8 * 60, 'durationTooLong'),
  color: ZColor,
  doctorIds: z.array(z.string().min(1)).max(200, 'tooMany'),
  /** Overrides of the business's booking rules; sent, it replaces the type's overrides ({}: none). */
  bookingRules: ZTypeBookingRules.optional(),
});

export const ZAppointmentTypePatchBody = ZAppointmentTypeBody.partial();

export const ZAppointmentType = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string().nullable(),
    durationMinutes: z.number().int(),
    color: z.string(),
    doctorIds: z.array(z.string()),
    bookingRules: ZTypeBookingRules,
  })
  .meta({ id: 'AppointmentType' });

export type AppointmentType = z.infer<typeof ZAppointmentType>;

/**
 * A type as the public booking page sees it. `maxPartySize`: for a restaurant, the largest party
 * one of the type's tables seats online (null when a table has no size, or not a restaurant).
 */
export const ZPublicAppointmentType = ZAppointmentType.omit({ bookingRules: true })
  .extend({
    maxPartySize: z.number().nullable(),
    /** The doctors (tables) the patient may choose from, or null: the choice is hidden (one doctor, or the business hides it). */
    doctors: z.array(z.object({ id: z.string(), name: z.string() })).nullable(),
    /** knownPatientsOnly: the booking asks for the birthdate and refuses unknown patients (403 UNKNOWN_PATIENT). */
    needsBirthdate: z.boolean(),
    /** needsConfirmation: the booking is a request until staff confirm it. */
    needsConfirmation: z.boolean(),
  })
  .meta({ id: 'PublicAppointmentType' });
export type PublicAppointmentType = z.infer<typeof ZPublicAppointmentType>;
export const ZPublicAppointmentTypesResponse = z.object({
  success: z.literal(true),
  appointmentTypes: z.array(ZPublicAppointmentType),
});
export type AppointmentTypeBody = z.infer<typeof ZAppointmentTypeBody>;

export const ZAppointmentTypeResponse = z.object({
  success: z.literal(true),
  appointmentType: ZAppointmentType,
});
export const ZAppointmentTypesResponse = z.object({
  success: z.literal(true),
  appointmentTypes: z.array(ZAppointmentType),
});

/** Path parameters; a malformed, deleted or foreign id answers 404 NOT_FOUND like an unknown one. */
export const ZAppointmentTypeIdParams = z.object({ businessId: z.string(), typeId: z.string() });

export type AppointmentTypePatchBody = z.infer<typeof ZAppointmentTypePatchBody>;
