/** `/bookingflow/bookAppointment?b=<publicId>`: the public booking flow (being built). */
export function BookingPage() {
  return null;
}
