/** The directory of listed businesses. */
export const DIRECTORY_PATH = '/shops';

/** An address as an OpenStreetMap search: a plain link, no embedded map, nothing loaded from there. */
export const mapLink = (addressLine: string) =>
  `https://www.openstreetmap.org/search?query=${encodeURIComponent(addressLine)}`;

/** The phone number as a `tel:` address: digits and a leading plus only. */
export const telHref = (phone: string) => `tel:${phone.replace(/(?!^\+)[^\d]/g, '')}`;
