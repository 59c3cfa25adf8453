/**
 * How long each part of a business's contact may be (issue 18). The server's schema and the edit
 * form both read these; a postal address line fits an envelope, a description a short paragraph.
 */
export const BUSINESS_CONTACT_LIMITS = {
  phone: 40,
  email: 254,
  website: 200,
  description: 1000,
  street: 120,
  postalCode: 16,
  city: 80,
  country: 60,
} as const;

/** Opening hours: a few ranges a day (a lunch break splits one) is more than any place needs. */
export const MAX_OPENING_HOURS = 7 * 4;

/** A phone number as people write it: digits, spaces, ( ) / . - and a leading plus; 4 digits at least. */
export function isPhoneNumber(text: string): boolean {
  return /^\+?[0-9 ()/.-]{4,40}$/.test(text) && (text.match(/\d/g)?.length ?? 0) >= 4;
}

/** A web address a patient can open: http or https with a host, nothing else (no javascript:). */
export function isWebsite(text: string): boolean {
  if (!/^https?:\/\//i.test(text)) return false;
  try {
    return new URL(text).hostname.includes('.');
  } catch {
    return false;
  }
}
