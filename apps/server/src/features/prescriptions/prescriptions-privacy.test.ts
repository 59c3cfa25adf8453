import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { addMember } from '../../../test/members';
import { insertPatient } from '../../../test/patients';
import { findPersonalValues } from '../../../test/personal-values';
import { prescriptionCalls } from '../../../test/prescriptions';
import { createTestApp, type TestApp } from '../../../test/test-app';

const MEDICATION = 'Levothyroxin';
const DOSE = '75 µg 1-0-0';
const REASON = 'Bitte vorher Schilddrüsenwerte kontrollieren';

describe('repeat prescriptions: the medical gate, the clock, privacy and the patient’s data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function practice(lastName = 'Tyroxa') {
    const { token, business } = await signUpWithBusiness(t.app);
    const patientId = await insertPatient(t.database.db, business.id, {
      firstName: 'Hedwig',
      lastName,
      email: `${lastName.toLowerCase()}@example.org`,
    });
    const calls = prescriptionCalls(t.app, business.id);
    expect(
      (await calls.setMedications(token, patientId, [{ name: MEDICATION, dose: DOSE }])).statusCode,
    ).toBe(200);
    return { token, business, patientId, calls, link: await calls.newLink(token, patientId) };
  }

  it('does not exist for a salon or a restaurant: every route answers 404, whatever the role', async () => {
    for (const industry of ['hairdresser', 'restaurant', 'business']) {
      const { token, business } = await signUpWithBusiness(t.app, {
        industry,
        name: `Nicht medizinisch ${industry}`,
      });
      const desk = await addMember(t.app, t.database, business.id, 'reception');
      const patientId = await insertPatient(t.database.db, business.id, { firstName: 'Sal', lastName: 'On' });
      const calls = prescriptionCalls(t.app, business.id);
      const base = `/api/businesses/${business.id}`;
      for (const who of [token, desk.token]) {
        const answers = [
          await calls.inbox(who),
          await calls.setMedications(who, patientId, [{ name: 'Haarwasser' }]),
          await calls.settings(who, { cutoff: '11:00', leadWorkingDays: 0, dailyLimit: 2, freeText: false }),
          await t.app.inject({ url: `${base}/patients/${patientId}/medications`, headers: bearer(who) }),
          await t.app.inject({ url: `${base}/prescription-settings`, headers: bearer(who) }),
          await t.app.inject({
            method: 'POST',
            url: `${base}/patients/${patientId}/portal-link`,
            headers: bearer(who),
            payload: {},
          }),
        ];
        expect(answers.map((res) => res.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
        expect(answers[0]!.json().error.code).toBe('NOT_FOUND');
      }
    }
  });

  it('promises the next working day after the cut-off, by the practice’s clock', async () => {
    const { calls, link, token } = await practice('Spaetbesteller');
    t.clock.advance(3 * 60 * 60_000); // Monday 12:00 in Vienna
    const portal = (await calls.portal(link)).json().portal;
    expect(portal.rules).toMatchObject({ readyBy: '2026-03-03', afterCutoff: true });
    const sent = await calls.ask(link, { medications: [MEDICATION], pickup: 'pharmacy' });
    expect(sent.json().request.readyBy).toBe('2026-03-03');
    expect(
      (await calls.settings(token, { cutoff: '13:00', leadWorkingDays: 1, dailyLimit: 3, freeText: false }))
        .statusCode,
    ).toBe(200);
    expect((await calls.portal(link)).json().portal.rules).toMatchObject({
      readyBy: '2026-03-03',
      afterCutoff: false,
    });
    t.clock.advance(-3 * 60 * 60_000);
  });

  it('mails the patient that the status changed, naming no medication, dose or reason', async () => {
    const { token, calls, link } = await practice('Postfach');
    const mailsBefore = t.mailer.messages.length;
    const first = (await calls.ask(link, { medications: [MEDICATION], pickup: 'desk' })).json().request.id;
    const second = (await calls.ask(link, { medications: [MEDICATION], pickup: 'ecard' })).json().request.id;
    await calls.move(token, first, { status: 'inProgress' });
    await calls.move(token, first, { status: 'ready' });
    await calls.move(token, second, { status: 'declined', reason: REASON });
    await t.settle();
    const mails = t.mailer.messages.slice(mailsBefore).filter((mail) => mail.to === 'postfach@example.org');
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      const whole = `${mail.subject}\n${mail.text}\n${mail.html}`;
      for (const secret of [MEDICATION, DOSE, '75', REASON, 'Schilddrüse'])
        expect(whole).not.toContain(secret);
      expect(mail.link).toMatch(/\/patient-portal$/);
    }
  });

  it('mails the personal link on request, and the link names nothing medical either', async () => {
    const { token, calls, patientId } = await practice('Linkpost');
    const before = t.mailer.messages.length;
    const token2 = await calls.newLink(token, patientId, { sendEmail: true });
    await t.settle();
    const mail = t.mailer.messages.slice(before).find((sent) => sent.to === 'linkpost@example.org');
    expect(mail?.link).toContain(`/patient-portal/${token2}`);
    expect(`${mail?.subject}${mail?.text}`).not.toContain(MEDICATION);
  });

  it('puts requests in the audit log, the patient’s data export, moves them on a merge and erases them', async () => {
    // Values of its own ('Kopie' in each), so the search after the erasure sees no other test's rows.
    const OWN_MED = 'Kopie-Thyrox';
    const OWN_REASON = 'Kopie: Werte kontrollieren';
    const { token, business, calls, patientId } = await practice('Kopie');
    await calls.setMedications(token, patientId, [{ name: OWN_MED, dose: DOSE }]);
    const link = await calls.newLink(token, patientId);
    const base = `/api/businesses/${business.id}`;
    const id = (await calls.ask(link, { medications: [OWN_MED], pickup: 'desk' })).json().request.id;
    await calls.move(token, id, { status: 'declined', reason: OWN_REASON });
    const audit = (await t.app.inject({ url: `${base}/audit?limit=20`, headers: bearer(token) })).json()
      .events;
    const actions = audit.map((event: { action: string }) => event.action);
    expect(actions).toEqual(
      expect.arrayContaining(['prescriptions.request', 'prescriptions.update', 'prescriptions.link']),
    );
    expect(
      audit.find((event: { action: string }) => event.action === 'prescriptions.update').subject.patientId,
    ).toBe(patientId);
    expect(JSON.stringify(audit)).not.toContain(OWN_MED);

    const data = (
      await t.app.inject({ url: `${base}/patients/${patientId}/data`, headers: bearer(token) })
    ).json();
    const exported = data.data ?? data.record ?? data;
    expect(JSON.stringify(exported)).toContain(OWN_MED);
    expect(JSON.stringify(exported)).toContain(OWN_REASON);

    // A second record of the same person, merged into the first: its list and requests come along.
    const twin = await insertPatient(t.database.db, business.id, {
      firstName: 'Hedwig',
      lastName: 'Kopie-Zwei',
    });
    await calls.setMedications(token, twin, [{ name: 'Kopie-D3' }, { name: OWN_MED }]);
    const twinLink = await calls.newLink(token, twin);
    await calls.ask(twinLink, { medications: ['Kopie-D3'], pickup: 'pharmacy' });
    const merged = await t.app.inject({
      method: 'POST',
      url: `${base}/patients/${twin}/merge`,
      headers: bearer(token),
      payload: { intoPatientId: patientId },
    });
    expect(merged.statusCode, merged.body).toBe(200);
    const portal = (await calls.portal(link)).json().portal;
    expect(portal.medications.map((item: { name: string }) => item.name)).toEqual([OWN_MED, 'Kopie-D3']);
    expect(portal.requests).toHaveLength(2);
    expect((await calls.portal(twinLink)).statusCode).toBe(404);

    const erased = await t.app.inject({
      method: 'DELETE',
      url: `${base}/patients/${patientId}`,
      headers: bearer(token),
    });
    expect(erased.statusCode).toBe(204);
    const left = await findPersonalValues(t.database, ['Kopie']);
    expect(left).toEqual([]);
    expect((await calls.portal(link)).statusCode).toBe(404);
    expect((await calls.inbox(token)).json().requests).toEqual([]);
  });
});
