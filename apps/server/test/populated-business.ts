import type { App } from '../src/app';
import { bearer } from './accounts';
import { type BookableBusiness, bookingBody, createBookableBusiness } from './bookable-business';

/** A patient in the waiting room: the entry's token and id, and the temporary user's bearer token. */
export interface Patient {
  entryToken: string;
  entryId: string;
  bearer: string;
}

/**
 * A business with everything the routes reach (doctors, an absence, a type, a product, a booked appointment
 * with its patient, and queue entries), its owner's token, a patient who joined its queue, and a
 * value for every path parameter of the route table (`ids`).
 */
export interface PopulatedBusiness extends BookableBusiness {
  patient: Patient;
  manageToken: string;
  ids: Record<string, string>;
}

async function expectJson(res: { statusCode: number; body: string }, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`${what} answered ${res.statusCode}: ${res.body}`);
  return JSON.parse(res.body);
}

/** POST /api/public/businesses/:publicId/queue from its own address (the route allows 30 a minute per IP). */
export async function joinAsPatient(app: App, publicId: string, fullName: string): Promise<Patient> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/public/businesses/${publicId}/queue`,
    payload: { fullName, birthdate: '1990-01-01' },
    remoteAddress: `10.99.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
  });
  const body = await expectJson(res, 201, 'join the queue');
  return { entryToken: body.entry.token, entryId: body.entry.id, bearer: body.data };
}

/** Builds a PopulatedBusiness through the API (the test clock stands on a Monday morning). */
export async function createPopulatedBusiness(
  app: App,
  patientName = 'Pia Patientin',
): Promise<PopulatedBusiness> {
  const bookable = await createBookableBusiness(app, { doctors: 2 });
  const { token, business, doctors, type } = bookable;
  const auth = bearer(token);
  const base = `/api/businesses/${business.id}`;
  const doctor = doctors[0]!;
  const absence = await expectJson(
    await app.inject({
      method: 'POST',
      url: `${base}/doctors/${doctor.id}/absences`,
      headers: auth,
      payload: { date: '2026-12-24', allDay: true },
    }),
    201,
    'add an absence',
  );
  const slots = await expectJson(
    await app.inject(`/api/public/businesses/${business.publicId}/slots?typeId=${type.id}`),
    200,
    'list slots',
  );
  const booked = await expectJson(
    await app.inject({
      method: 'POST',
      url: `/api/public/businesses/${business.publicId}/bookings`,
      payload: bookingBody(type.id, slots.slots[0].start, { doctorId: slots.slots[0].doctorId }),
      remoteAddress: '10.98.0.1',
    }),
    201,
    'book',
  );
  const patients = await expectJson(
    await app.inject({ url: `${base}/patients`, headers: auth }),
    200,
    'patients',
  );
  await expectJson(
    await app.inject({
      method: 'POST',
      url: `${base}/queue`,
      headers: auth,
      payload: { firstName: 'Walter', lastName: 'Walk-in' },
    }),
    201,
    'add to the queue',
  );
  const timetable = await expectJson(
    await app.inject({ url: `${base}/timetable`, headers: auth }),
    200,
    'timetable',
  );
  const workflows = await expectJson(
    await app.inject({ url: `${base}/workflows`, headers: auth }),
    200,
    'workflows',
  );
  const product = await expectJson(
    await app.inject({
      method: 'POST',
      url: `${base}/products`,
      headers: auth,
      payload: { name: 'Beratung', priceMinor: 4500, taxRatePercent: 20, durationMinutes: 30 },
    }),
    201,
    'add a product',
  );
  const patient = await joinAsPatient(app, business.publicId, patientName);
  return {
    ...bookable,
    patient,
    manageToken: booked.booking.manageToken,
    ids: {
      businessId: business.id,
      id: business.id,
      publicId: business.publicId,
      doctorId: doctor.id,
      absenceId: absence.absence.id,
      typeId: type.id,
      appointmentId: booked.booking.id,
      patientId: patients.patients[0].id,
      entryId: patient.entryId,
      entryToken: patient.entryToken,
      manageToken: booked.booking.manageToken,
      userId: timetable.timetable.members[0].userId,
      date: '2026-03-04',
      workflowId: workflows.workflows[0].id,
      productId: product.product.id,
    },
  };
}
