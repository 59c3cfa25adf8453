/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { INDUSTRIES } from '../domain/industry';

/** The folder of the catalogues: `locales/<language>/<namespace>.json`. For tests only (node:fs). */
export const localesDir = new URL('./locales/', import.meta.url);

/** Every namespace of every language. */
// `mail` holds the texts of the e-mails the server sends, in the recipient's language. `booking`
// (the public booking flow) and `calendar` (staff) load with their pages only; their few
// industry-specific sentences use i18next context (`key_restaurant`). `pwa` (install banner, update
// prompt, iOS home-screen steps, offline room) loads only when one of those shows. `marketing`
// (landing, features, contact) stays out of the patients' first download. `patientJoin` (the QR
// registration) and `patientRoom` (the place) load with their own page, so neither carries the other's.
// `account` (e-mail verification: the /verify-email page, the banner, "not open online yet") loads
// only when it shows. `member` (business settings, setup, working times, absences, appointment
// types, the profile) loads with the signed-in frame: no patient's first visit carries it.
// `descriptions` (each page's meta description) loads only when a visitor's language is not the
// German the server wrote into the page, or on the next page. `waitlist` (the page of a waitlist
// offer's link) loads only there: the booking and manage pages stay inside their budgets.
// `patientData` (a patient's own data and erasure request on the manage page) loads only when the
// patient opens that part. `prescriptions` (repeat prescriptions: /medis for staff, the patient's
// portal page) loads only with those pages.
// `lobby` (the waiting room's display and the entrance's kiosk) loads with those two pages only.
// `bills` (the counter: /pos and its steps, revenue; staff only) loads only with those pages.
// `shops` (a business's public page and the directory, issue 22) loads with those pages only.
// `catalogue` (the price list: staff's /profile/product pages, the public /products pages and the
// price list a business's public page embeds) loads with those pages only.
export const NAMESPACES = [
  'common',
  'member',
  'descriptions',
  'account',
  'mail',
  'booking',
  'waitlist',
  'patientData',
  'prescriptions',
  'calendar',
  'patientJoin',
  'patientRoom',
  'waitingRoom',
  'pwa',
  'marketing',
  'lobby',
  'shops',
  'catalogue',
  'bills',
  ...INDUSTRIES,
];

export type Flat = Map<string, unknown>;

/** A catalogue's nested keys as dotted paths: `{ a: { b: 'x' } }` → `a.b` → 'x'. */
export function flatten(value: unknown, prefix = '', into: Flat = new Map()): Flat {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, into);
  } else {
    into.set(prefix, value);
  }
  return into;
}

/** One catalogue file, flattened. */
export function readCatalogue(language: string, namespace: string): Flat {
  const text = readFileSync(new URL(`${language}/${namespace}.json`, localesDir), 'utf8');
  return flatten(JSON.parse(text));
}
