/** The booking page of a business (what its `links.book` says). */
export function bookLink(publicId: string): string {
  return `/bookingflow/bookAppointment?${new URLSearchParams({ b: publicId })}`;
}

/** The page where a patient sees or cancels a booking (the link of the confirmation e-mail). */
export function manageLink(manageToken: string): string {
  return `/bookingflow/booking?${new URLSearchParams({ token: manageToken })}`;
}
