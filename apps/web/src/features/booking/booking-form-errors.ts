import { issuesToFields, zodIssueCode } from '@qtify/shared/schemas/issue-codes';
import type { z } from 'zod';
import { apiFormErrors, type FormErrors } from '../../components/api-form-errors';
import { type FormMessage, validationMessage } from '../../lib/form-message';

export const CONTACT_FIELDS = ['firstName', 'lastName', 'phone', 'email', 'note'] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

// Codes of the booking schema (booking-schemas.ts) with their own `validation.<code>` text.
const OWN_TEXT = new Set([
  'phoneInvalid',
  'phoneRequired',
  'firstNameRequired',
  'lastNameRequired',
  'tooLong',
  'nameLink',
  'invalidCharacter',
]);

/** The text for a field code of the booking form, from the browser's check or the server's 400. */
export function contactFieldMessage(field: string, code: string): FormMessage {
  if (OWN_TEXT.has(code)) return { key: `validation.${code}` };
  // The optional e-mail is a union ('' or an address): its failures arrive as generic codes.
  if (field === 'email' && code !== 'tooLong') return { key: 'validation.emailInvalid' };
  return validationMessage(code);
}

function isContactField(name: string | undefined): name is ContactField {
  return (CONTACT_FIELDS as readonly string[]).includes(name ?? '');
}

/**
 * Checks a booking with the schema the server uses. The schema lets the phone be empty (the server
 * answers 422 PHONE_REQUIRED then), the form asks for it right away. Null when valid.
 */
export function checkBookingForm(
  schema: z.ZodType,
  body: Record<string, unknown>,
): FormErrors<ContactField> | null {
  const fields: Partial<Record<ContactField, FormMessage>> = {};
  const result = schema.safeParse(body, { error: zodIssueCode });
  if (!result.success) {
    for (const [path, code] of Object.entries(issuesToFields(result.error.issues, 'form'))) {
      const name = path.split('.')[0];
      if (isContactField(name)) fields[name] ??= contactFieldMessage(name, code);
    }
  }
  if (typeof body.phone !== 'string' || body.phone.trim() === '')
    fields.phone = { key: 'validation.phoneRequired' };
  return Object.keys(fields).length > 0 ? { fields, form: null } : null;
}

/** A refused booking as messages: on the field it is about, else above the form. */
export function bookingApiErrors(error: unknown): FormErrors<ContactField> {
  const code = (error as { code?: unknown })?.code;
  const fieldCodes = (error as { fields?: Record<string, string> })?.fields ?? {};
  if (code === 'PHONE_REQUIRED')
    return { fields: { phone: { key: 'validation.phoneRequired' } }, form: null };
  // Too many open bookings of this phone or e-mail: said at the field the server named (both, if so).
  if (code === 'BOOKING_LIMIT') {
    const fields: Partial<Record<ContactField, FormMessage>> = {};
    for (const name of ['phone', 'email'] as const) {
      if (fieldCodes[name]) fields[name] = { key: 'errors.BOOKING_LIMIT' };
    }
    return Object.keys(fields).length > 0
      ? { fields, form: null }
      : { fields: {}, form: { key: 'errors.BOOKING_LIMIT' } };
  }
  if (code === 'VALIDATION') {
    const fields: Partial<Record<ContactField, FormMessage>> = {};
    for (const [path, fieldCode] of Object.entries(fieldCodes)) {
      const name = path.split('.')[0];
      if (isContactField(name)) fields[name] ??= contactFieldMessage(name, fieldCode);
    }
    if (Object.keys(fields).length > 0) return { fields, form: null };
  }
  return apiFormErrors<ContactField>(error, { fields: CONTACT_FIELDS });
}
