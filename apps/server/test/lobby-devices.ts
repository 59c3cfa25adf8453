import type { App } from '../src/app';
import { bearer } from './accounts';

/** POST …/displays or …/kiosks as this staff member; the raw answer. */
export function createDevice(
  app: App,
  staffToken: string,
  businessId: string,
  kind: 'displays' | 'kiosks',
  payload: object = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/${kind}`,
    headers: bearer(staffToken),
    payload,
  });
}

/** A new display of the business (its owner makes it): its id and link token. */
export async function newDisplay(app: App, ownerToken: string, businessId: string, payload: object = {}) {
  const res = await createDevice(app, ownerToken, businessId, 'displays', payload);
  if (res.statusCode !== 201) throw new Error(`POST displays answered ${res.statusCode}: ${res.body}`);
  return res.json().display as { id: string; token: string };
}

/** A new kiosk of the business (its owner makes it): its id and link token. */
export async function newKiosk(app: App, ownerToken: string, businessId: string) {
  const res = await createDevice(app, ownerToken, businessId, 'kiosks');
  if (res.statusCode !== 201) throw new Error(`POST kiosks answered ${res.statusCode}: ${res.body}`);
  return res.json().kiosk as { id: string; token: string };
}

/** The patient of this last name of the business gets this birth date on their record (staff edit it). */
export async function giveBirthdate(
  app: App,
  ownerToken: string,
  businessId: string,
  lastName: string,
  birthdate: string,
) {
  const list = await app.inject({
    url: `/api/businesses/${businessId}/patients?q=${encodeURIComponent(lastName)}`,
    headers: bearer(ownerToken),
  });
  const patient = list.json().patients.find((item: { lastName: string }) => item.lastName === lastName);
  if (!patient) throw new Error(`no patient ${lastName}`);
  const res = await app.inject({
    method: 'PATCH',
    url: `/api/businesses/${businessId}/patients/${patient.id}`,
    headers: bearer(ownerToken),
    payload: { birthdate },
  });
  if (res.statusCode !== 200) throw new Error(`PATCH patient answered ${res.statusCode}: ${res.body}`);
  return patient.id as string;
}
