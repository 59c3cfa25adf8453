import type { Doctor } from '@qtify/shared/schemas/doctor-schemas';
import type { App } from '../src/app';
import { bearer } from './accounts';

/** POST …/doctors as `token`; throws unless it answers 201. A medical doctor unless `body` says otherwise. */
export async function createDoctor(
  app: App,
  token: string,
  businessId: string,
  body: Record<string, unknown> = {},
): Promise<Doctor> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/businesses/${businessId}/doctors`,
    headers: bearer(token),
    payload: { name: 'Dr. Eva Huber', specialty: 'Allgemeinmedizin', ...body },
  });
  if (res.statusCode !== 201) throw new Error(`create doctor answered ${res.statusCode}: ${res.body}`);
  return res.json().doctor;
}
