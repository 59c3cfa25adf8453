import type { Industry } from '@qtify/shared/domain/industry';
import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';

/** The schema.org type of a business by industry; anything else is a LocalBusiness. */
const TYPE_OF_INDUSTRY: Record<Industry, string> = {
  medical: 'MedicalClinic',
  hairdresser: 'HairSalon',
  restaurant: 'Restaurant',
  business: 'LocalBusiness',
};

const DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];

/** Drops the fields a business left empty: search engines read an absent field better than "". */
function compact(object: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined && value !== ''),
  );
}

/**
 * The business as schema.org JSON-LD (https://schema.org/LocalBusiness and its kinds), for search
 * engines and link previews: name, address, telephone, its page's url, opening hours, image.
 */
export function shopStructuredData(
  business: PublicBusiness,
  pageUrl: string,
  imageUrl: string | null,
): Record<string, unknown> {
  const address = business.address;
  return compact({
    '@context': 'https://schema.org',
    '@type': TYPE_OF_INDUSTRY[business.industry] ?? 'LocalBusiness',
    name: business.name,
    description: business.description,
    url: pageUrl,
    telephone: business.phone,
    email: business.email,
    sameAs: business.website,
    image: imageUrl,
    address:
      address &&
      compact({
        '@type': 'PostalAddress',
        streetAddress: address.street,
        postalCode: address.postalCode,
        addressLocality: address.city,
        addressCountry: address.country,
      }),
    openingHoursSpecification: business.openingHours.map((range) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: `https://schema.org/${DAYS[range.weekday - 1]}`,
      opens: range.start,
      closes: range.end,
    })),
  });
}
