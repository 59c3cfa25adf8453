import { expect } from 'vitest';
import { bearer, uniqueEmail } from './accounts';
import { bookingBody, publicBooking, publicSlots } from './bookable-business';
import { insertPatient } from './patients';
import type { PopulatedBusiness } from './populated-business';
import type { TestApp } from './test-app';
import { validBodies } from './valid-bodies';

const SCOPE = '/api/businesses/:businessId';

/**
 * Records of their own for the team-policy walk (team-policy.test.ts): an allowed call may end,
 * finish or use up what it acts on, so each call of such a route gets a fresh one, made by the
 * populated business's owner through the API.
 */
export function policySubjects(t: TestApp, w: PopulatedBusiness) {
  /**
   * A bill of one item (its owner starts it); the one to e-mail is finished and for a visit of a
   * patient with an address.
   */
  async function draftBill(finished: boolean) {
    const base = `/api/businesses/${w.business.id}/bills`;
    const headers = bearer(w.token);
    let payload = {};
    if (finished) {
      const patientId = await insertPatient(t.database.db, w.business.id, {
        firstName: 'Bea',
        lastName: `Beleg${billPatients++}`,
        email: 'bea.beleg@example.org',
      });
      const entry = await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${w.business.id}/queue`,
        headers,
        payload: { patientId, firstName: 'Bea', lastName: 'Beleg' },
      });
      payload = { queueEntryId: entry.json().entry.id };
    }
    const res = await t.app.inject({ method: 'POST', url: base, headers, payload });
    const billId = res.json().bill.id as string;
    await t.app.inject({
      method: 'PUT',
      url: `${base}/${billId}/items`,
      headers,
      payload: [{ productId: w.ids.productId, quantity: 1 }],
    });
    if (finished) await t.app.inject({ method: 'POST', url: `${base}/${billId}/finish`, headers });
    return billId;
  }
  let billPatients = 0;

  /** A pending invitation of the populated business (its owner invites). */
  async function invite() {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${w.business.id}/invitations`,
      headers: bearer(w.token),
      payload: { email: uniqueEmail('revoked'), role: 'reception' },
    });
    return res.json().invitation.id as string;
  }

  /** An announcement of the populated business (its owner posts it). */
  async function announce() {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${w.business.id}/announcements`,
      headers: bearer(w.token),
      payload: { text: 'Heute geschlossen', audience: 'staff' },
    });
    return res.json().announcement.id as string;
  }

  /** A staff appointment that has ended (booked into the past on purpose), nobody checked in. */
  async function pastAppointment() {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${w.business.id}/appointments`,
      headers: bearer(w.token),
      payload: {
        ...(validBodies(w)[`POST ${SCOPE}/appointments`] as object),
        lastName: `Vorbei${pastAppointments}`,
        phone: `0664 ${String(2000000 + pastAppointments)}`,
        start: `2026-02-${String(10 + pastAppointments++).padStart(2, '0')}T09:00:00Z`,
        override: true,
      },
    });
    return res.json().appointment.id as string;
  }
  let pastAppointments = 0;

  /** A new lobby display or kiosk of the populated business (its owner makes it). */
  async function newDevice(kind: 'displays' | 'kiosks') {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${w.business.id}/${kind}`,
      headers: bearer(w.token),
      payload: {},
    });
    return res.json()[kind === 'displays' ? 'display' : 'kiosk'].id as string;
  }

  /** A doctor without appointments (one with appointments cannot be deleted). */
  async function newDoctor() {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${w.business.id}/doctors`,
      headers: bearer(w.token),
      payload: { name: 'Dr. Neu', specialty: 'HNO', partySize: 4 },
    });
    return res.json().doctor.id as string;
  }

  /** A new patient added at the desk (the owner adds them to the queue), named apart from the others. */
  async function deskPatient() {
    const n = deskPatients++;
    const [firstName, lastName] = [
      'Mara',
      `Merge${String.fromCharCode(97 + (n % 26), 97 + Math.floor(n / 26))}`,
    ];
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${w.business.id}/queue`,
      headers: bearer(w.token),
      payload: { firstName, lastName },
    });
    return res.json().entry.patient.id as string;
  }

  /** A waiting entry added at the desk (checked in), or one marked as no-show. */
  async function deskEntry(noShow: boolean) {
    const entryId = (
      await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${w.business.id}/queue`,
        headers: bearer(w.token),
        payload: { firstName: 'Walk', lastName: `Through${deskPatients++}` },
      })
    ).json().entry.id as string;
    if (noShow) {
      await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${w.business.id}/queue/${entryId}/no-show`,
        headers: bearer(w.token),
      });
    }
    return entryId;
  }

  /** A patient with an appointment at the practitioner's doctor (booked once by the owner). */
  async function practitionersPatient() {
    practitionerPatientId ??= (
      await t.app.inject({
        method: 'POST',
        url: `/api/businesses/${w.business.id}/appointments`,
        headers: bearer(w.token),
        payload: {
          ...(validBodies(w)[`POST ${SCOPE}/appointments`] as object),
          doctorId: w.doctors[1]!.id,
          firstName: 'Paula',
          lastName: 'Praxis',
          start: '2026-05-04T09:00:00Z',
          override: true,
        },
      })
    ).json().appointment.patient.id as string;
    return practitionerPatientId;
  }
  let practitionerPatientId: string | undefined;
  let deskPatients = 0;

  /** An open erasure request, asked for from the manage link of a new booking. */
  async function erasureRequest() {
    const slots = await publicSlots(
      t.app,
      w.business.publicId,
      `typeId=${w.type.id}&from=2026-03-04&to=2026-03-20`,
    );
    const slot = slots.json().slots[requests++];
    const booked = await publicBooking(
      t.app,
      w.business.publicId,
      bookingBody(w.type.id, slot.start, {
        phone: `0664 ${String(1000000 + requests)}`,
        lastName: `Lösch${requests}`,
      }),
    );
    const manageToken = booked.json().booking.manageToken as string;
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/public/bookings/${manageToken}/erasure-request`,
    });
    expect(asked.statusCode).toBe(201);
    const open = await t.app.inject({
      url: `/api/businesses/${w.business.id}/erasure-requests`,
      headers: bearer(w.token),
    });
    return open.json().requests.at(-1).id as string;
  }

  /** An online booking that waits for the business's confirmation. */
  async function bookingRequest() {
    const slots = await publicSlots(
      t.app,
      w.business.publicId,
      `typeId=${w.type.id}&from=2026-03-04&to=2026-03-20`,
    );
    const slot = slots.json().slots[requests++];
    const phone = `0664 ${String(1000000 + requests)}`;
    const res = await publicBooking(
      t.app,
      w.business.publicId,
      bookingBody(w.type.id, slot.start, { phone }),
      {},
    );
    expect(res.json().booking.confirmation).toBe('requested');
    return res.json().booking.id as string;
  }
  let requests = 0;

  return {
    draftBill,
    invite,
    announce,
    pastAppointment,
    newDevice,
    newDoctor,
    deskPatient,
    deskEntry,
    practitionersPatient,
    erasureRequest,
    bookingRequest,
  };
}
