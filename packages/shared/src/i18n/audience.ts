import { INDUSTRIES } from '../domain/industry';

/**
 * Who reads a catalogue text, which decides its register (docs/language.md):
 * - `patient`: only patients, guests and customers (public pages, their e-mails, the QR poster);
 *   formal where the language has a formal "you" (German Sie, French vous, Spanish usted, Turkish siz).
 * - `shared`: both patients and staff (error and validation messages, offline notes, the profile of a
 *   temporary patient account); never the informal "you", and in German no address at all, so it
 *   fits the formal patient pages and the informal staff screens alike.
 * - `staff`: everyone else; German staff screens say "du".
 *
 * Keys are matched by prefix (`namespace:key.path`); the first matching rule wins.
 */
export type Audience = 'patient' | 'shared' | 'staff';

const INDUSTRY_PATIENT_KEYS = [
  'routes.patientRoom',
  'routes.patientNew',
  'routes.bookAppointment',
  'company.printHeading',
  'company.printInstruction',
];

const RULES: readonly (readonly [prefix: string, audience: Audience])[] = [
  ['patientJoin:', 'patient'],
  ['patientRoom:', 'patient'],
  ['booking:', 'patient'],
  ['shops:', 'patient'],
  ['pwa:update.', 'shared'],
  ['pwa:', 'patient'],
  ['mail:booking.', 'patient'],
  ['mail:bookingCancelled.', 'patient'],
  ['mail:queue.', 'patient'],
  // A bill's e-mail and its PDF go to the patient (issue 22).
  ['mail:bill.', 'patient'],
  ['account:notOpenOnline.join.', 'patient'],
  // What staff type for a patient to read: the example shows the patient's register.
  ['waitingRoom:notify.placeholder', 'patient'],
  ['common:routes.manageBooking', 'patient'],
  // The public price list (/products, and embedded in a business's page); its errors reach both.
  ['catalogue:public.', 'patient'],
  ['catalogue:errors.', 'shared'],
  ['catalogue:validation.', 'shared'],
  ['common:errors.', 'shared'],
  ['common:validation.', 'shared'],
  ['common:offline.', 'shared'],
  ['common:errorPage.', 'shared'],
  ['common:status.', 'shared'],
  ['member:profile.', 'shared'],
  ...INDUSTRIES.flatMap((industry) =>
    INDUSTRY_PATIENT_KEYS.map((key) => [`${industry}:${key}`, 'patient'] as const),
  ),
];

export function audienceOf(namespace: string, key: string): Audience {
  const id = `${namespace}:${key}`;
  return RULES.find(([prefix]) => id.startsWith(prefix))?.[1] ?? 'staff';
}
