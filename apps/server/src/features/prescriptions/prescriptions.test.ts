import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithBusiness } from '../../../test/businesses';
import { addMember } from '../../../test/members';
import { insertPatient } from '../../../test/patients';
import { prescriptionCalls } from '../../../test/prescriptions';
import { createTestApp, type TestApp } from '../../../test/test-app';

// The clock stands on Monday 2026-03-02, 09:00 in Vienna (08:00Z): before the 11:00 cut-off.

describe('repeat prescriptions: a request from the patient’s link to collection', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(process.env.DEBUG_LOG ? { config: { logLevel: 'error' } } : {});
  });
  afterAll(() => t.close());

  async function practice() {
    const { token, business } = await signUpWithBusiness(t.app, { name: 'Ordination Dr. Rezept' });
    const patientId = await insertPatient(t.database.db, business.id, {
      firstName: 'Rosa',
      lastName: 'Rezeptler',
      email: 'rosa.rezeptler@example.org',
    });
    const calls = prescriptionCalls(t.app, business.id);
    const set = await calls.setMedications(token, patientId, [
      { name: 'Metformin', dose: '500 mg 1-0-1' },
      { name: 'Ramipril', dose: '5 mg' },
    ]);
    expect(set.statusCode).toBe(200);
    const link = await calls.newLink(token, patientId);
    return { token, business, patientId, calls, link };
  }

  it('goes new → in progress → ready → collected, each step in the patient’s list and the history', async () => {
    const { token, calls, link, patientId } = await practice();
    const page = await calls.portal(link);
    expect(page.statusCode).toBe(200);
    expect(page.json().portal).toMatchObject({
      patient: { firstName: 'Rosa', lastName: 'Rezeptler' },
      medications: [{ name: 'Metformin' }, { name: 'Ramipril' }],
      rules: { cutoff: '11:00', readyBy: '2026-03-02', afterCutoff: false, remainingToday: 2 },
    });
    const asked = await calls.ask(link, { medications: ['metformin'], pickup: 'ecard' });
    expect(asked.statusCode).toBe(201);
    const request = asked.json().request;
    expect(request).toMatchObject({
      status: 'new',
      medications: ['Metformin'],
      pickup: 'ecard',
      readyBy: '2026-03-02',
    });

    const inbox = (await calls.inbox(token, '?status=new')).json().requests;
    expect(inbox).toHaveLength(1);
    expect(inbox[0]).toMatchObject({
      id: request.id,
      patientId,
      patient: { lastName: 'Rezeptler' },
      source: 'link',
    });
    for (const status of ['inProgress', 'ready', 'collected']) {
      const moved = await calls.move(token, request.id, { status });
      expect(moved.statusCode, moved.body).toBe(200);
      expect(moved.json().request.status).toBe(status);
    }
    const done = (await calls.inbox(token)).json().requests[0];
    expect(done.history.map((event: { status: string }) => event.status)).toEqual([
      'new',
      'inProgress',
      'ready',
      'collected',
    ]);
    expect((await calls.portal(link)).json().portal.requests[0].status).toBe('collected');
    expect((await calls.inbox(token, '?status=new')).json().requests).toEqual([]);
  });

  it('refuses moves out of order (422 INVALID_TRANSITION) and a decline without a reason (422)', async () => {
    const { token, calls, link } = await practice();
    const id = (await calls.ask(link, { medications: ['Ramipril'], pickup: 'desk' })).json().request.id;
    const early = await calls.move(token, id, { status: 'collected' });
    expect(early.statusCode).toBe(422);
    expect(early.json().error.code).toBe('INVALID_TRANSITION');
    const bare = await calls.move(token, id, { status: 'declined' });
    expect(bare.statusCode).toBe(422);
    expect(bare.json().error).toMatchObject({ code: 'REASON_REQUIRED', fields: { reason: 'required' } });
    const declined = await calls.move(token, id, {
      status: 'declined',
      reason: 'Bitte zur Kontrolle kommen',
    });
    expect(declined.json().request).toMatchObject({
      status: 'declined',
      declineReason: 'Bitte zur Kontrolle kommen',
    });
    expect((await calls.move(token, id, { status: 'ready' })).statusCode).toBe(422);
    expect((await calls.portal(link)).json().portal.requests[0]).toMatchObject({
      status: 'declined',
      declineReason: 'Bitte zur Kontrolle kommen',
    });
  });

  it('takes only medications on the list, and free text only where the practice allows it', async () => {
    const { token, calls, link } = await practice();
    const other = await calls.ask(link, { medications: ['Oxycodon'], pickup: 'pharmacy' });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toMatchObject({
      code: 'UNKNOWN_MEDICATION',
      fields: { 'medications.0': 'unknownMedication' },
    });
    const text = await calls.ask(link, { medications: [], pickup: 'desk', note: 'Salbe wie letztes Mal' });
    expect(text.json().error.code).toBe('FREE_TEXT_NOT_ALLOWED');
    expect((await calls.ask(link, { medications: [], pickup: 'desk' })).json().error.code).toBe(
      'NOTHING_REQUESTED',
    );
    expect(
      (await calls.settings(token, { cutoff: '11:00', leadWorkingDays: 0, dailyLimit: 2, freeText: true }))
        .statusCode,
    ).toBe(200);
    const allowed = await calls.ask(link, { medications: [], pickup: 'desk', note: 'Salbe wie letztes Mal' });
    expect(allowed.statusCode).toBe(201);
    expect(allowed.json().request.note).toBe('Salbe wie letztes Mal');
  });

  it('holds each patient to the daily limit (409), and counts again on the next day', async () => {
    const { calls, link } = await practice();
    const ask = () => calls.ask(link, { medications: ['Metformin'], pickup: 'desk' });
    expect((await ask()).statusCode).toBe(201);
    expect((await ask()).statusCode).toBe(201);
    const third = await ask();
    expect(third.statusCode).toBe(409);
    expect(third.json().error).toMatchObject({ code: 'PRESCRIPTION_DAILY_LIMIT', fields: { limit: '2' } });
    expect((await calls.portal(link)).json().portal.rules.remainingToday).toBe(0);
    t.clock.advance(24 * 60 * 60_000);
    expect((await ask()).statusCode).toBe(201);
    t.clock.advance(-24 * 60 * 60_000);
  });

  it('makes a new link replace the old one, and an unknown link is not found', async () => {
    const { token, business, calls, link, patientId } = await practice();
    // API.md's POST has no body: none at all is as good as {}.
    const bare = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/patients/${patientId}/portal-link`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(bare.statusCode, bare.body).toBe(201);
    expect((await calls.portal(link)).statusCode).toBe(404);
    const fresh = await calls.newLink(token, patientId);
    expect((await calls.portal(link)).statusCode).toBe(404);
    expect((await calls.portal(fresh)).statusCode).toBe(200);
    expect((await calls.portal('x'.repeat(43))).statusCode).toBe(404);
    expect((await calls.ask(link, { medications: ['Metformin'], pickup: 'desk' })).statusCode).toBe(404);
  });

  it('lets the desk make requests ready but not approve or decline them, nor edit the list (403)', async () => {
    const { token, business, calls, link, patientId } = await practice();
    const desk = await addMember(t.app, t.database, business.id, 'reception');
    const manager = await addMember(t.app, t.database, business.id, 'manager');
    const doctor = await addMember(t.app, t.database, business.id, 'practitioner');
    const id = (await calls.ask(link, { medications: ['Metformin'], pickup: 'desk' })).json().request.id;
    for (const who of [desk, manager]) {
      const approve = await calls.move(who.token, id, { status: 'inProgress' });
      expect(approve.statusCode).toBe(403);
      expect(approve.json().error.code).toBe('FORBIDDEN');
      expect((await calls.move(who.token, id, { status: 'declined', reason: 'Nein' })).statusCode).toBe(403);
      expect((await calls.setMedications(who.token, patientId, [])).statusCode).toBe(403);
    }
    expect(
      (
        await calls.settings(desk.token, {
          cutoff: '10:00',
          leadWorkingDays: 1,
          dailyLimit: 3,
          freeText: false,
        })
      ).statusCode,
    ).toBe(403);
    expect((await calls.move(doctor.token, id, { status: 'inProgress' })).statusCode).toBe(200);
    expect((await calls.move(desk.token, id, { status: 'ready' })).statusCode).toBe(200);
    expect((await calls.move(desk.token, id, { status: 'collected' })).statusCode).toBe(200);
    expect((await calls.inbox(desk.token)).statusCode).toBe(200);
    expect(token).toBeTruthy();
  });
});
