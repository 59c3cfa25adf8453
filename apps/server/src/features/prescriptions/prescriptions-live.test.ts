import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { prescriptionCalls } from '../../../test/prescriptions';
import { join } from '../../../test/queue-helpers';
import { refusal } from '../../../test/socket-clients';

describe('repeat prescriptions, live and by account', () => {
  const l = listeningTestApp();

  it('tells the staff of a new request and the patient’s page of each move, and a revoked link connects no more', async () => {
    const { token, business } = await signUpWithBusiness(l.t.app);
    await join(l.t.app, business.publicId, 'Lena Live', { birthdate: '1960-01-01' });
    const patientId = (
      await l.t.app.inject({ url: `/api/businesses/${business.id}/patients`, headers: bearer(token) })
    ).json().patients[0].id;
    const calls = prescriptionCalls(l.t.app, business.id);
    await calls.setMedications(token, patientId, [{ name: 'Bisoprolol' }]);
    const link = await calls.newLink(token, patientId);

    const staff = await l.connect(token);
    const page = await l.connect(link);
    const staffHeard = new Promise((resolve) => staff.once('prescriptions:changed', resolve));
    const id = (await calls.ask(link, { medications: ['Bisoprolol'], pickup: 'desk' })).json().request.id;
    expect(await staffHeard).toEqual({ businessId: business.id });

    const pageHeard = new Promise((resolve) => page.once('portal:changed', resolve));
    await calls.move(token, id, { status: 'inProgress' });
    // Only that something changed: the page fetches what, through the API.
    expect(await pageHeard).toEqual({});

    await calls.newLink(token, patientId);
    expect(await refusal(l.url, link)).toBe('UNAUTHENTICATED');
  });

  it('lets the account that joined the practice’s waiting room ask through /api/patient-portal/me', async () => {
    const { token, business } = await signUpWithBusiness(l.t.app);
    const joined = await join(l.t.app, business.publicId, 'Konrad Konto', { birthdate: '1970-02-02' });
    const account = bearer(joined.body.data);
    const patientId = (
      await l.t.app.inject({ url: `/api/businesses/${business.id}/patients`, headers: bearer(token) })
    ).json().patients[0].id;
    await prescriptionCalls(l.t.app, business.id).setMedications(token, patientId, [{ name: 'Simvastatin' }]);

    const mine = await l.t.app.inject({ url: '/api/patient-portal/me', headers: account });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().portals).toMatchObject([
      { recordId: patientId, patient: { firstName: 'Konrad' }, medications: [{ name: 'Simvastatin' }] },
    ]);
    const sent = await l.t.app.inject({
      method: 'POST',
      url: `/api/patient-portal/me/${patientId}/prescription-requests`,
      headers: account,
      payload: { medications: ['Simvastatin'], pickup: 'pharmacy' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // The account's own socket hears its record's requests change, as the link's page does.
    const socket = await l.connect(joined.body.data);
    const heard = new Promise((resolve) => socket.once('portal:changed', resolve));
    await prescriptionCalls(l.t.app, business.id).move(token, sent.json().request.id, {
      status: 'inProgress',
    });
    expect(await heard).toEqual({});
    expect((await prescriptionCalls(l.t.app, business.id).inbox(token)).json().requests[0].source).toBe(
      'account',
    );
    // Another account, or none, reaches nothing.
    const other = await join(l.t.app, business.publicId, 'Otto Anders', { birthdate: '1980-03-03' });
    const foreign = await l.t.app.inject({
      method: 'POST',
      url: `/api/patient-portal/me/${patientId}/prescription-requests`,
      headers: bearer(other.body.data),
      payload: { medications: ['Simvastatin'], pickup: 'pharmacy' },
    });
    expect(foreign.statusCode).toBe(404);
    expect((await l.t.app.inject('/api/patient-portal/me')).statusCode).toBe(401);
  });
});
