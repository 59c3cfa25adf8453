import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { addAtDesk, join, patientView, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the waiting room', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('registers a patient by full name: a temporary account, a token and a place at the end', async () => {
    const { business } = await signUpWithBusiness(t.app, { name: 'Ordination Dr. Berger' });
    const first = await join(t.app, business.publicId, 'Anna Maria Berger');
    expect(first.status).toBe(201);
    expect(first.body.entry).toMatchObject({
      token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      firstName: 'Anna Maria',
      status: 'notHere',
      ahead: 0,
      isNext: true,
      estimatedWaitMinutes: 0,
      businessName: 'Ordination Dr. Berger',
      messageSent: false,
    });
    const user = (await getUser(t.app, first.body.data)).json().user;
    expect(user).toMatchObject({ temporary: true, firstName: 'Anna Maria', lastName: 'Berger' });

    const second = await join(t.app, business.publicId, 'Ben Huber');
    expect(second.body.entry).toMatchObject({ ahead: 1, isNext: false, estimatedWaitMinutes: 10 });
  });

  it('tells the patient the place’s name, industry and colour theme, so the room shows it in its brand', async () => {
    const { business } = await signUpWithBusiness(t.app, {
      name: 'Trattoria Bella',
      industry: 'restaurant',
      colorTheme: 'purple',
    });
    const joined = await join(t.app, business.publicId, 'Gino Rossi');
    const brand = { businessName: 'Trattoria Bella', industry: 'restaurant', colorTheme: 'purple' };
    expect(joined.body.entry).toMatchObject(brand);
    expect(await patientView(t.app, joined.body.entry.token)).toMatchObject(brand);
  });

  it('asks for first and last name, and for the birth date when that name is known', async () => {
    const { business } = await signUpWithBusiness(t.app);
    const single = await join(t.app, business.publicId, 'Anna');
    expect(single.status).toBe(422);
    expect(single.body.error).toMatchObject({
      code: 'FULL_NAME_REQUIRED',
      fields: { fullName: 'fullNameRequired' },
    });
    const emoji = await join(t.app, business.publicId, '😀 😀');
    expect(emoji.status).toBe(422);
    expect(emoji.body.error.code).toBe('FULL_NAME_REQUIRED');
    // The full name may have 200 characters, but the record holds 100 per part: a field error, not a 500.
    const long = await join(t.app, business.publicId, `Karl ${'L'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(long.body.error).toMatchObject({ code: 'VALIDATION', fields: { fullName: 'tooLong' } });
    expect((await join(t.app, business.publicId, `Karl ${'L'.repeat(100)}`)).status).toBe(201);
    expect((await join(t.app, business.publicId, 'Anna Berger')).status).toBe(201);
    const again = await join(t.app, business.publicId, 'anna BERGER');
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({
      code: 'BIRTHDATE_REQUIRED',
      fields: { birthdate: 'birthdateRequired' },
    });
    expect((await join(t.app, business.publicId, 'Anna Berger', { birthdate: '1990-04-01' })).status).toBe(
      201,
    );
    expect((await join(t.app, business.publicId, 'Anna Berger', { birthdate: '1990-02-30' })).status).toBe(
      400,
    );
    expect((await join(t.app, 'unknown000', 'Anna Berger')).status).toBe(404);
  });

  it('keeps positions right through joins, stepping out, check-ins and finished treatments', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const a = (await join(t.app, business.publicId, 'Anna Berger')).body.entry;
    const b = (await join(t.app, business.publicId, 'Ben Huber')).body.entry;
    const c = (await join(t.app, business.publicId, 'Clara Maier')).body.entry;
    expect((await patientView(t.app, c.token)).ahead).toBe(2);

    // Stepping out keeps the place, and staff see it.
    const out = await t.app.inject({ method: 'POST', url: `/api/queue/${a.token}/step-out` });
    expect(out.json().entry).toMatchObject({ out: true, ahead: 0 });
    expect((await patientView(t.app, c.token)).ahead).toBe(2);
    const waiting = await t.app.inject({
      url: `/api/businesses/${business.id}/queue`,
      headers: bearer(staff),
    });
    expect(
      waiting.json().entries.map((entry: { out: boolean; ahead: number }) => [entry.out, entry.ahead]),
    ).toEqual([
      [true, 0],
      [false, 1],
      [false, 2],
    ]);
    await t.app.inject({ method: 'POST', url: `/api/queue/${a.token}/return` });
    expect((await patientView(t.app, a.token)).out).toBe(false);

    expect((await setStatus(t.app, staff, business.id, a.id, { status: 'checkIn' })).statusCode).toBe(200);
    expect((await setStatus(t.app, staff, business.id, a.id, { status: 'inTreatment' })).statusCode).toBe(
      200,
    );
    expect(await patientView(t.app, c.token)).toMatchObject({ ahead: 1, isNext: false });
    expect(await patientView(t.app, a.token)).toMatchObject({
      status: 'inTreatment',
      ahead: 0,
      isNext: false,
    });
    t.clock.advanceMinutes(12);
    await setStatus(t.app, staff, business.id, a.id, { status: 'done' });
    await setStatus(t.app, staff, business.id, b.id, { status: 'done', outcome: 'noShow' });
    expect(await patientView(t.app, c.token)).toMatchObject({ ahead: 0, isNext: true });
    expect(await patientView(t.app, a.token)).toMatchObject({ status: 'done', outcome: 'treated' });
    const staffList = await t.app.inject({
      url: `/api/businesses/${business.id}/queue?view=today`,
      headers: bearer(staff),
    });
    const anna = staffList.json().entries.find((entry: { id: string }) => entry.id === a.id);
    const history = await t.app.inject({
      url: `/api/businesses/${business.id}/patients/${anna.patient.id}`,
      headers: bearer(staff),
    });
    expect(history.json().patient.visits).toEqual([
      expect.objectContaining({ id: a.id, status: 'done', outcome: 'treated', calledAt: expect.any(String) }),
    ]);
  });

  it('estimates the wait from the median of today’s treatments', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}`,
      headers: bearer(staff),
      payload: { defaultServiceMinutes: 20 },
    });
    const a = (await join(t.app, business.publicId, 'Anna Berger')).body.entry;
    await join(t.app, business.publicId, 'Ben Huber');
    const c = (await join(t.app, business.publicId, 'Clara Maier')).body.entry;
    expect((await patientView(t.app, c.token)).estimatedWaitMinutes).toBe(40);
    await setStatus(t.app, staff, business.id, a.id, { status: 'inTreatment' });
    t.clock.advanceMinutes(6);
    await setStatus(t.app, staff, business.id, a.id, { status: 'done' });
    // 6, 20, 20 (the default counts as two treatments) → 20 a person: one quick visit changes nothing.
    expect((await patientView(t.app, c.token)).estimatedWaitMinutes).toBe(20);
    const b = (await join(t.app, business.publicId, 'Berta Huber')).body.entry;
    for (const minutes of [8, 10]) {
      const next = (await join(t.app, business.publicId, `Dora N${minutes} Test`)).body.entry;
      await setStatus(t.app, staff, business.id, next.id, { status: 'inTreatment' });
      t.clock.advanceMinutes(minutes);
      await setStatus(t.app, staff, business.id, next.id, { status: 'done' });
    }
    // 6, 8, 10, 20, 20 → 10 a person, and Berta has Ben and Clara ahead.
    expect((await patientView(t.app, b.token)).estimatedWaitMinutes).toBe(20);
  });

  it('refuses a status change the rules forbid with INVALID_TRANSITION and changes nothing', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const a = (await join(t.app, business.publicId, 'Anna Berger')).body.entry;
    await setStatus(t.app, staff, business.id, a.id, { status: 'done', outcome: 'cancelled' });
    const reopen = await setStatus(t.app, staff, business.id, a.id, { status: 'checkIn' });
    expect(reopen.statusCode).toBe(422);
    expect(reopen.json().error.code).toBe('INVALID_TRANSITION');
    const bogus = await setStatus(t.app, staff, business.id, a.id, { status: 'gone' });
    expect(bogus.statusCode).toBe(400);
    expect((await patientView(t.app, a.token)).outcome).toBe('cancelled');
    const stepOut = await t.app.inject({ method: 'POST', url: `/api/queue/${a.token}/step-out` });
    expect(stepOut.json().error.code).toBe('INVALID_TRANSITION');
  });

  it('notifies a patient: message sent, shown to the patient, kept for staff', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const a = (await join(t.app, business.publicId, 'Anna Berger')).body.entry;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/queue/${a.id}/notify`,
      headers: bearer(staff),
      payload: { message: 'Bitte in Raum 2' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ messageSent: true, message: 'Bitte in Raum 2' });
    expect(await patientView(t.app, a.token)).toMatchObject({
      messageSent: true,
      message: 'Bitte in Raum 2',
    });
  });

  it('lets staff add a patient at the desk, checked in, with a valid social insurance number only', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const add = (payload: object) => addAtDesk(t.app, staff, business.id, payload);
    const bad = await add({ firstName: 'Eva', lastName: 'Gruber', svnr: '1236010180' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ svnr: 'svnrInvalid' });
    const good = await add({
      firstName: 'Eva',
      lastName: 'Gruber',
      svnr: '1237 010180',
      birthdate: '1980-01-01',
    });
    expect(good.statusCode).toBe(201);
    expect(good.json().entry).toMatchObject({
      status: 'checkIn',
      selfRegistered: false,
      patient: { firstName: 'Eva', lastName: 'Gruber', svnr: '1237010180', birthdate: '1980-01-01' },
    });
  });

  it('asks the desk for the birth date when the name is known, and finds that patient again by it', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const add = (payload: object) => addAtDesk(t.app, staff, business.id, payload);
    const first = await add({ firstName: 'Max', lastName: 'Mustermann' });
    expect(first.statusCode).toBe(201);
    const again = await add({ firstName: 'max', lastName: 'MUSTERMANN' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'BIRTHDATE_REQUIRED',
      fields: { birthdate: 'birthdateRequired' },
    });

    const withDate = await add({ firstName: 'Max', lastName: 'Mustermann', birthdate: '1970-05-05' });
    const sameOne = await add({ firstName: 'Max', lastName: 'Mustermann', birthdate: '1970-05-05' });
    expect(sameOne.json().entry.patient.id).toBe(withDate.json().entry.patient.id);
    expect(withDate.json().entry.patient.id).not.toBe(first.json().entry.patient.id);
  });

  it('adds a known patient from their record by id, without asking for a birth date', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const add = (payload: object) => addAtDesk(t.app, staff, business.id, payload);
    const first = (await add({ firstName: 'Max', lastName: 'Mustermann' })).json().entry;
    await setStatus(t.app, staff, business.id, first.id, { status: 'done' });
    const again = await add({ patientId: first.patient.id, firstName: 'Max', lastName: 'Mustermann' });
    expect(again.statusCode).toBe(201);
    expect(again.json().entry.patient.id).toBe(first.patient.id);
    const other = await signUpWithBusiness(t.app);
    const foreign = await addAtDesk(t.app, other.token, other.business.id, {
      patientId: first.patient.id,
      firstName: 'Max',
      lastName: 'Mustermann',
    });
    expect(foreign.statusCode).toBe(404);
    expect((await add({ patientId: 'not-an-id', firstName: 'Max', lastName: 'M' })).statusCode).toBe(404);
  });

  it('lists today’s and past entries, and searches and filters them', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const old = (await join(t.app, business.publicId, 'Otto Alt')).body.entry;
    await setStatus(t.app, staff, business.id, old.id, { status: 'done' });
    t.clock.advanceMinutes(24 * 60);
    await join(t.app, business.publicId, 'Anna Berger');
    await join(t.app, business.publicId, 'Ben Huber');
    const list = async (query: string) =>
      (await t.app.inject({ url: `/api/businesses/${business.id}/queue?${query}`, headers: bearer(staff) }))
        .json()
        .entries.map((entry: { patient: { lastName: string } }) => entry.patient.lastName);
    expect(await list('view=today')).toEqual(['Huber', 'Berger']);
    expect(await list('view=past')).toEqual(['Alt']);
    expect(await list('view=waiting&q=hub')).toEqual(['Huber']);
    expect(await list('view=today&status=done')).toEqual([]);
    t.clock.advanceMinutes(-24 * 60);
  });

  it('answers 404 for an unknown or malformed entry token, never another patient’s entry', async () => {
    expect((await t.app.inject('/api/queue/short')).statusCode).toBe(404);
    expect((await t.app.inject(`/api/queue/${'A'.repeat(43)}`)).statusCode).toBe(404);
    const res = await t.app.inject({ method: 'POST', url: `/api/queue/${'A'.repeat(43)}/step-out` });
    expect(res.statusCode).toBe(404);
  });

  it('answers repeated polls with the same JSON until the queue changes, then at once with the change', async () => {
    const { token: staff, business } = await signUpWithBusiness(t.app);
    const a = (await join(t.app, business.publicId, 'Anton Wolf')).body.entry;
    const b = (await join(t.app, business.publicId, 'Berta Wolf')).body.entry;
    const first = await t.app.inject(`/api/queue/${b.token}`);
    const second = await t.app.inject(`/api/queue/${b.token}`);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(second.body).toBe(first.body);
    expect(first.json()).toMatchObject({ success: true, entry: { id: b.id, firstName: 'Berta', ahead: 1 } });

    await setStatus(t.app, staff, business.id, a.id, { status: 'checkIn' });
    await setStatus(t.app, staff, business.id, a.id, { status: 'inTreatment' });
    expect(await patientView(t.app, b.token)).toMatchObject({ ahead: 0, isNext: true });
    await t.app.inject({
      method: 'POST',
      url: `/api/businesses/${business.id}/queue/${b.id}/notify`,
      headers: bearer(staff),
      payload: { message: 'Bitte in Raum 1' },
    });
    expect(await patientView(t.app, b.token)).toMatchObject({
      messageSent: true,
      message: 'Bitte in Raum 1',
    });
  });
});
