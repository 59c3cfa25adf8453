import { createECDH, randomBytes } from 'node:crypto';
import { GOOD_PASSWORD, OTHER_GOOD_PASSWORD, uniqueEmail } from './accounts';
import type { PopulatedBusiness } from './populated-business';

/** A browser's Web Push keys (a P-256 point and a 16-byte secret), as a subscription carries them. */
const BROWSER_KEYS = (() => {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: randomBytes(16).toString('base64url') };
})();

/**
 * Bodies that pass validation, per route (`METHOD url` of the route table), with the ids of `w`, so
 * that fuzzing and isolation checks reach the handlers instead of stopping at the schema.
 */
export function validBodies(w: PopulatedBusiness): Record<string, unknown> {
  const password = { password: GOOD_PASSWORD, passwordRepeat: GOOD_PASSWORD };
  const appointment = {
    typeId: w.type.id,
    doctorId: w.doctors[0]!.id,
    start: '2026-03-03T09:00:00Z',
    firstName: 'Fritz',
    lastName: 'Fuzz',
    phone: '0664 1234567',
  };
  return {
    'POST /api/auth/signup': {
      firstName: 'Fritz',
      lastName: 'Fuzz',
      email: uniqueEmail('fuzz'),
      ...password,
    },
    'POST /api/auth/login': { email: uniqueEmail('fuzz'), password: GOOD_PASSWORD },
    'POST /api/auth/upgrade': { email: uniqueEmail('fuzz'), ...password },
    'PATCH /api/auth/user': { firstName: 'Fritz', languageId: 'en', activeBusinessId: w.business.id },
    'POST /api/auth/change-password': {
      oldPassword: GOOD_PASSWORD,
      newPassword: OTHER_GOOD_PASSWORD,
      newPasswordRepeat: OTHER_GOOD_PASSWORD,
    },
    'POST /api/auth/forgot-password': { email: uniqueEmail('fuzz') },
    'POST /api/auth/reset-password': { token: 'A'.repeat(43), ...password },
    'POST /api/auth/verify-email': { token: 'A'.repeat(43) },
    'POST /api/businesses': { name: 'Fuzz-Praxis', industry: 'medical' },
    'POST /api/public/businesses/:publicId/bookings': { ...appointment, start: '2026-03-02T10:00:00Z' },
    'POST /api/public/bookings/:manageToken/reschedule': { start: '2026-03-03T09:00:00Z' },
    'POST /api/public/businesses/:publicId/queue': { fullName: 'Fritz Fuzz', birthdate: '1980-02-29' },
    'PUT /api/queue/:entryToken/notifications': {
      enabled: true,
      pushSubscription: { endpoint: 'https://fcm.googleapis.com/fcm/send/fuzz', keys: BROWSER_KEYS },
    },
    'PATCH /api/businesses/:businessId': {
      name: 'Umbenannt',
      industry: 'restaurant',
      defaultServiceMinutes: 5,
      reminders: { enabled: true, hoursBefore: [24, 2] },
      bookingRules: { cancelDeadlineHours: 12 },
    },
    'POST /api/businesses/:businessId/doctors': { name: 'Dr. Fuzz', specialty: 'HNO', partySize: 4 },
    'PATCH /api/businesses/:businessId/doctors/:doctorId': { name: 'Dr. Fuzz', specialty: 'HNO' },
    'PUT /api/businesses/:businessId/doctors/:doctorId/working-times': [
      { weekday: 1, start: '08:00', end: '12:00' },
    ],
    'POST /api/businesses/:businessId/doctors/:doctorId/absences': {
      date: '2026-03-04',
      allDay: false,
      start: '09:00',
      end: '10:00',
    },
    'PUT /api/businesses/:businessId/doctors/:doctorId/exceptions/:date': {
      hours: [{ start: '10:00', end: '11:00' }],
    },
    'PUT /api/businesses/:businessId/timetable/members/:userId/shifts': [
      { weekday: 1, start: '08:00', end: '12:00' },
    ],
    'PUT /api/businesses/:businessId/timetable/members/:userId/exceptions/:date': { hours: [] },
    'POST /api/businesses/:businessId/timetable/copy-week': { week: '2026-03-02', weeks: 1 },
    'POST /api/businesses/:businessId/appointment-types': {
      title: 'Fuzz',
      durationMinutes: 30,
      color: '#2196F3',
      doctorIds: [w.doctors[0]!.id],
    },
    'PATCH /api/businesses/:businessId/appointment-types/:typeId': { title: 'Fuzz', durationMinutes: 15 },
    'POST /api/businesses/:businessId/products': { name: 'Fuzz', priceMinor: 1250, taxRatePercent: 20 },
    'PATCH /api/businesses/:businessId/products/:productId': { priceMinor: 1350, taxRatePercent: 10 },
    'PUT /api/businesses/:businessId/products/order': { productIds: [w.ids.productId] },
    'POST /api/businesses/:businessId/appointments': appointment,
    'PATCH /api/businesses/:businessId/appointments/:appointmentId': { start: '2026-03-03T10:00:00Z' },
    'POST /api/businesses/:businessId/appointments/series/preview': { ...appointment, count: 3 },
    'POST /api/businesses/:businessId/appointments/series': { ...appointment, count: 3, skip: [] },
    'POST /api/businesses/:businessId/appointments/bulk-cancel': {
      createdFrom: '2026-03-02T07:00:00Z',
      createdTo: '2026-03-02T09:00:00Z',
    },
    'POST /api/businesses/:businessId/queue': {
      firstName: 'Fritz',
      lastName: 'Fuzz',
      birthdate: '1980-01-01',
    },
    'PATCH /api/businesses/:businessId/patients/:patientId': {
      note: 'Allergie: Penicillin',
      marketingConsent: false,
    },
    'POST /api/businesses/:businessId/patients/:patientId/merge': { intoPatientId: w.ids.patientId },
    'POST /api/businesses/:businessId/erasure-requests/:requestId/decline': {
      reason: 'Aufbewahrungspflicht für Behandlungsunterlagen',
    },
    'POST /api/businesses/:businessId/queue/bulk-remove': {
      createdFrom: '2026-03-02T07:00:00Z',
      createdTo: '2026-03-02T09:00:00Z',
      dryRun: true,
    },
    'PATCH /api/businesses/:businessId/queue/:entryId': { status: 'notHere' },
    'POST /api/businesses/:businessId/appointments/:appointmentId/check-in': {},
    'POST /api/public/bookings/:manageToken/check-in': { languageId: 'de' },
    'POST /api/businesses/:businessId/appointments/:appointmentId/no-show': {},
    'POST /api/public/businesses/:publicId/check-in': { fullName: 'Fritz Fuzz', birthdate: '1980-02-29' },
    'POST /api/businesses/:businessId/displays': { label: 'TV', names: 'initials' },
    'POST /api/businesses/:businessId/kiosks': { label: 'Tablet' },
    'PATCH /api/businesses/:businessId/displays/:displayId': { names: 'ticket' },
    'POST /api/public/kiosks/:kioskToken/queue': { fullName: 'Fritz Fuzz', birthdate: '1980-02-29' },
    'POST /api/public/kiosks/:kioskToken/check-in': { fullName: 'Fritz Fuzz', birthdate: '1980-02-29' },
    'POST /api/businesses/:businessId/queue/:entryId/notify': { message: 'Bitte kommen' },
    'PATCH /api/businesses/:businessId/queue/:entryId/urgent': { urgent: true },
    'POST /api/businesses/:businessId/queue/:entryId/move': { afterEntryId: null },
    'POST /api/businesses/:businessId/queue/:entryId/no-show': {},
    'POST /api/businesses/:businessId/queue/:entryId/restore': {},
    'POST /api/businesses/:businessId/queue/broadcast': { message: 'Wir haben 30 Minuten Verspätung.' },
    'POST /api/businesses/:businessId/queue/:entryId/call': {},
    'POST /api/businesses/:businessId/queue/:entryId/advance': {},
    'POST /api/businesses/:businessId/queue/:entryId/put-back': {},
    'POST /api/businesses/:businessId/workflows': {
      name: 'Labor',
      stages: [{ name: 'Labor', stations: [{ name: 'Labor 1' }] }],
    },
    'PATCH /api/businesses/:businessId/workflows/:workflowId': { name: 'Wartezimmer' },
    'PATCH /api/businesses/:businessId/members/:userId': { role: 'reception' },
    'POST /api/businesses/:businessId/invitations': { email: uniqueEmail('invited'), role: 'reception' },
    'POST /api/businesses/:businessId/transfer-ownership': { userId: w.ids.userId },
    'POST /api/businesses/:businessId/announcements': { text: 'Fuzz', audience: 'public' },
    'PATCH /api/businesses/:businessId/announcements/:announcementId': { text: 'Fuzz', audience: 'staff' },
    'PUT /api/businesses/:businessId/patients/:patientId/medications': [
      { name: 'Metformin', dose: '500 mg' },
    ],
    'POST /api/businesses/:businessId/patients/:patientId/portal-link': {},
    'PATCH /api/businesses/:businessId/prescription-requests/:requestId': { status: 'ready' },
    'PUT /api/businesses/:businessId/prescription-settings': {
      cutoff: '11:00',
      leadWorkingDays: 0,
      dailyLimit: 2,
      freeText: false,
    },
    'POST /api/patient-portal/:token/prescription-requests': { medications: ['Metformin'], pickup: 'desk' },
    'POST /api/patient-portal/me/:recordId/prescription-requests': {
      medications: ['Metformin'],
      pickup: 'desk',
    },
  };
}
