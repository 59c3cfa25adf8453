import type { PublicBusiness } from '@qtify/shared/schemas/business-schemas';
import type { PlaceBrand } from '../../lib/place-brand';

/**
 * What the frame shows of the business on its own page: name, colours, announcements. Not its
 * contact and hours: the page shows those itself (with the map link and today marked), the frame's
 * foot would repeat them.
 */
export function shopBrand(business: PublicBusiness): PlaceBrand {
  return {
    name: business.name,
    industry: business.industry,
    colorTheme: business.colorTheme,
    announcements: business.announcements,
  };
}
