/** `/bookingflow/booking?token=<manageToken>`: view or cancel a booking (being built). */
export function ManageBookingPage() {
  return null;
}
