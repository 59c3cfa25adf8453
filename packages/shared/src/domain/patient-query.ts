import { phoneDigits } from './phone-digits';

/** What a receptionist typed into the patient search, read as the kinds of things it can be. */
export interface PatientQuery {
  /** Letters: a name (compared folded and typo-tolerant by the database). */
  name: string | null;
  /** Three or more digits of a phone or SV number ("0664 123", "+43 664", "1237 010180"). */
  digits: string | null;
  /** A date of birth typed as dd.mm.yyyy (d.m.yyyy) or yyyy-mm-dd, as an ISO date. */
  birthdate: string | null;
}

const GERMAN_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const PHONE_LIKE = /^\+?[\d\s()/.-]+$/;

function isoDate(year: string, month: string, day: string): string | null {
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  const date = new Date(`${iso}T00:00:00Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Reads a search text; an empty one matches everyone (all fields null). */
export function parsePatientQuery(text: string | undefined): PatientQuery {
  const q = (text ?? '').trim();
  const none: PatientQuery = { name: null, digits: null, birthdate: null };
  if (q === '') return none;
  const german = GERMAN_DATE.exec(q);
  const iso = ISO_DATE.exec(q);
  const date = german
    ? isoDate(german[3]!, german[2]!, german[1]!)
    : iso
      ? isoDate(iso[1]!, iso[2]!, iso[3]!)
      : null;
  if (date) return { ...none, birthdate: date };
  // An impossible date ("31.02.1980") is searched as text: it finds no one instead of failing.
  if (german || iso) return { ...none, name: q };
  if (PHONE_LIKE.test(q)) {
    const digits = phoneDigits(q);
    if (digits.length >= 3) return { ...none, digits };
  }
  return { ...none, name: q };
}
