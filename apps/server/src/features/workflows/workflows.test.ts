import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createDoctor } from '../../../test/doctors';
import { addMember } from '../../../test/members';
import { addAtDesk } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { listWorkflows, postWorkflow, stage } from '../../../test/workflows';

describe('visit workflows (lines)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('gives a new business one default workflow of one stage: today’s waiting room', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    expect(await listWorkflows(t.app, token, business.id)).toEqual([
      {
        id: expect.any(String),
        name: '',
        isDefault: true,
        doctorId: null,
        ticketPrefix: 'A',
        stages: [{ id: expect.any(String), name: '', stations: [] }],
      },
    ]);
  });

  it('creates a line with ordered stages and stations and the next ticket letter', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const res = await postWorkflow(t.app, token, business.id, {
      name: 'Blutabnahme',
      stages: [
        stage('Anmeldung', 'Schalter 1'),
        stage('Labor', 'Labor 1', 'Labor 2'),
        stage('Arzt', 'Raum 3'),
      ],
    });
    expect(res.statusCode).toBe(201);
    const workflow = res.json().workflow;
    expect(workflow).toMatchObject({ name: 'Blutabnahme', isDefault: false, ticketPrefix: 'B' });
    expect(workflow.stages.map((s: { name: string }) => s.name)).toEqual(['Anmeldung', 'Labor', 'Arzt']);
    expect(workflow.stages[1].stations.map((s: { name: string }) => s.name)).toEqual(['Labor 1', 'Labor 2']);
    const all = await listWorkflows(t.app, token, business.id);
    expect(all.map((w: { ticketPrefix: string }) => w.ticketPrefix)).toEqual(['A', 'B']);
  });

  it('keeps the ids of stages and stations it is given, adds new ones and removes the rest', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const created = (
      await postWorkflow(t.app, token, business.id, {
        name: 'Labor',
        stages: [stage('Anmeldung', 'Schalter'), stage('Labor', 'Labor 1'), stage('Befund')],
      })
    ).json().workflow;
    const [reception, lab] = created.stages;
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/workflows/${created.id}`,
      headers: bearer(token),
      payload: {
        name: 'Labor & Arzt',
        stages: [
          {
            id: lab.id,
            name: 'Labor (neu)',
            stations: [{ id: lab.stations[0].id, name: 'Labor A' }, { name: 'Labor B' }],
          },
          { id: reception.id, name: 'Anmeldung', stations: [] },
          stage('Arzt', 'Raum 1'),
        ],
      },
    });
    expect(res.statusCode).toBe(200);
    const edited = res.json().workflow;
    expect(edited.name).toBe('Labor & Arzt');
    expect(edited.stages.map((s: { id: string; name: string }) => [s.id, s.name])).toEqual([
      [lab.id, 'Labor (neu)'],
      [reception.id, 'Anmeldung'],
      [expect.any(String), 'Arzt'],
    ]);
    expect(edited.stages[0].stations).toEqual([
      { id: lab.stations[0].id, name: 'Labor A' },
      { id: expect.any(String), name: 'Labor B' },
    ]);
    expect(edited.stages[1].stations).toEqual([]);

    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/workflows/${created.id}`,
      headers: bearer(token),
      payload: { stages: [{ id: '00000000-0000-4000-8000-000000000000', name: 'X', stations: [] }] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error).toMatchObject({
      code: 'UNKNOWN_STAGE',
      fields: { 'stages.0.id': 'unknown' },
    });
  });

  it('refuses to delete the default, or a line or stage that patients are still in', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const [fallback] = await listWorkflows(t.app, token, business.id);
    const del = (id: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/api/businesses/${business.id}/workflows/${id}`,
        headers: bearer(token),
      });
    const locked = await del(fallback.id);
    expect(locked.statusCode).toBe(422);
    expect(locked.json().error.code).toBe('DEFAULT_WORKFLOW');

    const line = (
      await postWorkflow(t.app, token, business.id, { name: 'Impfung', stages: [stage('Impfen')] })
    ).json().workflow;
    const entry = (
      await addAtDesk(t.app, token, business.id, {
        firstName: 'Anna',
        lastName: 'Berger',
        workflowId: line.id,
      })
    ).json().entry;
    expect(entry.workflowId).toBe(line.id);
    const busy = await del(line.id);
    expect(busy.statusCode).toBe(409);
    expect(busy.json().error.code).toBe('WORKFLOW_IN_USE');
    const removeStage = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/workflows/${line.id}`,
      headers: bearer(token),
      payload: { stages: [stage('Nachher')] },
    });
    expect(removeStage.statusCode).toBe(409);

    await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/queue/${entry.id}`,
      headers: bearer(token),
      payload: { status: 'done' },
    });
    expect((await del(line.id)).statusCode).toBe(204);
    expect(await listWorkflows(t.app, token, business.id)).toHaveLength(1);
  });

  it('lets everyone read the lines and only owners and managers change them', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const reception = await addMember(t.app, t.database, business.id, 'reception');
    const manager = await addMember(t.app, t.database, business.id, 'manager');
    expect(await listWorkflows(t.app, reception.token, business.id)).toHaveLength(1);
    const refused = await postWorkflow(t.app, reception.token, business.id, {
      name: 'X',
      stages: [stage('Y')],
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    expect(
      (await postWorkflow(t.app, manager.token, business.id, { name: 'X', stages: [stage('Y')] })).statusCode,
    ).toBe(201);
    // Another business's workflow is not found, whoever asks.
    const other = await signUpWithBusiness(t.app);
    const [theirs] = await listWorkflows(t.app, other.token, other.business.id);
    const foreign = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${business.id}/workflows/${theirs.id}`,
      headers: bearer(token),
      payload: { name: 'Mine' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('validates the body: a name, at least one stage, a doctor of this business', async () => {
    const { token, business } = await signUpWithBusiness(t.app);
    const empty = await postWorkflow(t.app, token, business.id, { name: '', stages: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toMatchObject({ name: 'required', stages: 'required' });
    const doctor = await createDoctor(t.app, token, business.id);
    const own = await postWorkflow(t.app, token, business.id, {
      name: 'Dr. Huber',
      stages: [stage('Arzt')],
      doctorId: doctor.id,
    });
    expect(own.json().workflow.doctorId).toBe(doctor.id);
    const other = await signUpWithBusiness(t.app);
    const theirDoctor = await createDoctor(t.app, other.token, other.business.id);
    const foreign = await postWorkflow(t.app, token, business.id, {
      name: 'X',
      stages: [stage('Y')],
      doctorId: theirDoctor.id,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().error.code).toBe('UNKNOWN_DOCTOR');
  });
});
