// How a place's contact is shown: on every patient page's frame, in mails and in the .ics. Kept
// apart from the contact's validation rules (business-contact.ts), which only staff pages need:
// a module shared with them would bring those rules into the patients' first download.

export interface PostalAddress {
  street: string;
  postalCode: string;
  city: string;
  country: string;
}

/**
 * The address on one line, as a mail, the `.ics` LOCATION and the page's footer show it:
 * "Hauptstraße 1, 1010 Wien, Österreich"; the empty parts left out, null when all are empty.
 */
export function addressLine(address: PostalAddress | null | undefined): string | null {
  if (!address) return null;
  // The parts arrive trimmed (the schema trims them); no postal code leaves " Wien", trimmed here.
  const parts = [address.street, `${address.postalCode} ${address.city}`, address.country];
  return (
    parts
      .map((part) => part.trim())
      .filter(Boolean)
      .join(', ') || null
  );
}

/** The phone number as a `tel:` address: digits and a leading plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;
}
