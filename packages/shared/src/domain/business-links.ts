/** The query parameter of the patient pages that names the business (its public id). */
export const BUSINESS_LINK_PARAM = 'b';

export interface BusinessLinks {
  /** The patients' self-registration in the waiting room: what the QR code encodes (made absolute). */
  register: string;
  /** The public online booking. */
  book: string;
}

/** Site-relative links of a business's patient pages (the web routes of SPEC.md §2). */
export function businessLinks(publicId: string): BusinessLinks {
  const query = `?${BUSINESS_LINK_PARAM}=${encodeURIComponent(publicId)}`;
  return {
    register: `/waitingRoom/patientnew${query}`,
    book: `/bookingflow/bookAppointment${query}`,
  };
}

/** The business's own public page, the link it shares (issue 22): site-relative. */
export function shopPagePath(publicId: string): string {
  return `/shops/${encodeURIComponent(publicId)}`;
}

/**
 * The public price list of a business, or one item of it (`/products/:id?`). The business comes in
 * the query like on the other patient pages, so the list and an item share one shape of link.
 */
export function priceListLink(publicId: string, productId?: string): string {
  const item = productId ? `/${encodeURIComponent(productId)}` : '';
  return `/products${item}?${BUSINESS_LINK_PARAM}=${encodeURIComponent(publicId)}`;
}

/** The online booking with an appointment type already chosen (a bookable service's "Book"). */
export function bookTypeLink(publicId: string, typeId: string): string {
  return `${businessLinks(publicId).book}&type=${encodeURIComponent(typeId)}`;
}
