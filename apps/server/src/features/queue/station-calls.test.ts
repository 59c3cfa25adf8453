import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpWithBusiness } from '../../../test/businesses';
import { addMember } from '../../../test/members';
import { addAtDesk, joinFrom, patientView, setStatus, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { postWorkflow, stage, stationAction } from '../../../test/workflows';

// Visit workflows at work (issue 21): several lines, a station calling a patient to its room,
// moving on through the stages, and positions that count only the patient's own line.

describe('stations and lines', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** A business with a three-stage line (reception → lab → doctor) beside its default one. */
  async function placeWithLab() {
    const place = await signUpWithBusiness(t.app);
    const res = await postWorkflow(t.app, place.token, place.business.id, {
      name: 'Labor',
      stages: [
        stage('Anmeldung', 'Schalter 1'),
        stage('Labor', 'Labor 1', 'Labor 2'),
        stage('Arzt', 'Raum 3'),
      ],
    });
    const lab = res.json().workflow;
    return { ...place, lab };
  }

  async function joinLine(publicId: string, name: string, workflowId?: string) {
    const res = await joinFrom(t.app, publicId, name, workflowId ? { workflowId } : {});
    if (res.statusCode !== 201) throw new Error(`join answered ${res.statusCode}: ${res.body}`);
    return res.json().entry;
  }

  it('counts places per line: a join or a call in one line moves nobody in another', async () => {
    const { token, business, lab } = await placeWithLab();
    const a = await joinLine(business.publicId, 'Anna Berger', lab.id);
    const b = await joinLine(business.publicId, 'Ben Huber');
    const c = await joinLine(business.publicId, 'Cleo Maier', lab.id);
    expect(a).toMatchObject({
      workflowId: lab.id,
      ahead: 0,
      stage: { id: lab.stages[0].id, name: 'Anmeldung', index: 0, count: 3 },
    });
    expect(b).toMatchObject({ ahead: 0, stage: { index: 0, count: 1 } });
    expect(b.workflowId).not.toBe(lab.id);
    expect(c.ahead).toBe(1);
    // The default line's patient is called: Cleo still has Anna before her.
    await stationAction(t.app, token, business.id, b.id, 'call');
    expect(await patientView(t.app, c.token)).toMatchObject({ ahead: 1 });
    // Anna is called at the lab line's reception: Cleo is next.
    await stationAction(t.app, token, business.id, a.id, 'call');
    expect(await patientView(t.app, c.token)).toMatchObject({ ahead: 0, isNext: true });
    const page = await staffList(t.app, token, business.id, `stageId=${lab.stages[0].id}`);
    expect(page.entries.map((entry: { id: string }) => entry.id)).toEqual([a.id, c.id]);
  });

  it('calls a patient to a station and tells them the room; a station of another stage is refused', async () => {
    const { token, business, lab } = await placeWithLab();
    const anna = await joinLine(business.publicId, 'Anna Berger', lab.id);
    const wrong = await stationAction(t.app, token, business.id, anna.id, 'call', {
      stationId: lab.stages[1].stations[0].id,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().error).toMatchObject({ code: 'UNKNOWN_STATION', fields: { stationId: 'unknown' } });

    t.clock.advance(60_000);
    const res = await stationAction(t.app, token, business.id, anna.id, 'call', {
      stationId: lab.stages[0].stations[0].id,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({
      status: 'called',
      calledAt: t.clock.now().toISOString(),
      station: { id: lab.stages[0].stations[0].id, name: 'Schalter 1' },
      ahead: null,
    });
    expect(await patientView(t.app, anna.token)).toMatchObject({
      status: 'called',
      calledAt: t.clock.now().toISOString(),
      station: { name: 'Schalter 1' },
      stage: { name: 'Anmeldung', index: 0 },
    });
  });

  it('moves a patient through three stages, waiting at the end of each line, and ends the visit after the last', async () => {
    const { token, business, lab } = await placeWithLab();
    const anna = await joinLine(business.publicId, 'Anna Berger', lab.id);
    const ben = await joinLine(business.publicId, 'Ben Huber', lab.id);
    // Ben is at the lab already (sent on before Anna).
    await stationAction(t.app, token, business.id, ben.id, 'advance');
    await stationAction(t.app, token, business.id, anna.id, 'call');
    const atLab = await stationAction(t.app, token, business.id, anna.id, 'advance');
    expect(atLab.json().entry).toMatchObject({
      status: 'checkIn',
      stage: { id: lab.stages[1].id, name: 'Labor', index: 1 },
      station: null,
      calledAt: null,
      ahead: 1,
    });
    expect(await patientView(t.app, anna.token)).toMatchObject({
      stage: { index: 1 },
      ahead: 1,
      status: 'checkIn',
    });
    // Sent on to the doctor's room directly.
    const toDoctor = await stationAction(t.app, token, business.id, anna.id, 'advance', {
      stageId: lab.stages[2].id,
      stationId: lab.stages[2].stations[0].id,
    });
    expect(toDoctor.json().entry).toMatchObject({
      stage: { index: 2 },
      station: { name: 'Raum 3' },
      ahead: 0,
    });
    // Ben at the lab has nobody before him now.
    expect(await patientView(t.app, ben.token)).toMatchObject({ ahead: 0, stage: { index: 1 } });
    await stationAction(t.app, token, business.id, anna.id, 'call');
    const done = await stationAction(t.app, token, business.id, anna.id, 'advance');
    expect(done.json().entry).toMatchObject({ status: 'done', outcome: 'treated' });
    const again = await stationAction(t.app, token, business.id, anna.id, 'advance');
    expect(again.statusCode).toBe(422);
    expect(again.json().error.code).toBe('INVALID_TRANSITION');
  });

  it('puts a called patient back in their old place at the same stage', async () => {
    const { token, business, lab } = await placeWithLab();
    const anna = await joinLine(business.publicId, 'Anna Berger', lab.id);
    const ben = await joinLine(business.publicId, 'Ben Huber', lab.id);
    await stationAction(t.app, token, business.id, anna.id, 'call');
    expect(await patientView(t.app, ben.token)).toMatchObject({ ahead: 0 });
    const back = await stationAction(t.app, token, business.id, anna.id, 'put-back');
    expect(back.json().entry).toMatchObject({ status: 'checkIn', station: null, calledAt: null, ahead: 0 });
    expect(await patientView(t.app, ben.token)).toMatchObject({ ahead: 1 });
    const twice = await stationAction(t.app, token, business.id, anna.id, 'put-back');
    expect(twice.statusCode).toBe(422);
    // The waiting room's status change may call too (without a room).
    const patched = await setStatus(t.app, token, business.id, anna.id, { status: 'called' });
    expect(patched.json().entry).toMatchObject({ status: 'called', calledAt: t.clock.now().toISOString() });
  });

  it('joins only a line of this business, and lets every role work the stations', async () => {
    const { token, business, lab } = await placeWithLab();
    const other = await signUpWithBusiness(t.app);
    const foreign = await joinFrom(t.app, other.business.publicId, 'Anna Berger', { workflowId: lab.id });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error).toMatchObject({
      code: 'UNKNOWN_WORKFLOW',
      fields: { workflowId: 'unknown' },
    });
    const desk = await addAtDesk(t.app, other.token, other.business.id, {
      firstName: 'Ben',
      lastName: 'Huber',
      workflowId: lab.id,
    });
    expect(desk.statusCode).toBe(422);

    const practitioner = await addMember(t.app, t.database, business.id, 'practitioner');
    const anna = await joinLine(business.publicId, 'Anna Berger', lab.id);
    const called = await stationAction(t.app, practitioner.token, business.id, anna.id, 'call');
    expect(called.statusCode).toBe(200);
    // Another business's staff do not find the entry.
    const theirs = await stationAction(t.app, other.token, other.business.id, anna.id, 'call');
    expect(theirs.statusCode).toBe(404);
    void token;
  });
});
