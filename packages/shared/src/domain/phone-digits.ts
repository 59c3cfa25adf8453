/**
 * The digits of a phone number, a leading + counting as 00: "0664 123 45 67", "0664/1234567" and
 * "+43 664 1234567" vs "0043 664 1234567" compare equal. A person is found again by them, and the
 * limit of open bookings per phone counts by them.
 */
export function phoneDigits(phone: string): string {
  return phone.trim().replace(/^\+/, '00').replace(/\D/g, '');
}
