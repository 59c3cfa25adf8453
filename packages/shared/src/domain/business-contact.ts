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

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

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

/**
 * The address on one line, as a mail, the `.ics` LOCATION and the page's footer show it:
 * "Hauptstraße 1, 1010 Wien, Österreich"; the empty parts left out, null when all are empty.
 */
export function addressLine(address: PostalAddress | null | undefined): string | null {
  if (!address) return null;
  const town = [address.postalCode, address.city]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');
  const line = [address.street.trim(), town, address.country.trim()].filter(Boolean).join(', ');
  return line || null;
}

/** The phone number as a `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}
