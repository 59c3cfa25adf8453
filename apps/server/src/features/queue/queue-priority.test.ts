import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { addMember } from '../../../test/members';
import { joinFrom, patientView, setStatus, staffList } from '../../../test/queue-helpers';
import { createTestApp, type TestApp, testConfig } from '../../../test/test-app';

// Urgent and manual order (issue 21): keys between neighbours (decision 0009), positions follow.

describe('urgent entries and reordering', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      config: { limits: { ...testConfig().limits, placeJoins: { max: 1000, windowMinutes: 10 } } },
    });
  });
  afterAll(() => t.close());

  /** A place with patients who joined a second apart (or all in one millisecond: `sameInstant`). */
  async function placeWith(names: string[], { sameInstant = false } = {}) {
    const { token, business } = await signUpWithBusiness(t.app);
    const entries: { id: string; token: string; name: string }[] = [];
    for (const name of names) {
      if (!sameInstant) t.clock.advance(1000);
      const joined = (await joinFrom(t.app, business.publicId, `${name} Wartend`)).json();
      entries.push({ id: joined.entry.id, token: joined.entry.token, name });
    }
    const order = async () =>
      (await staffList(t.app, token, business.id)).entries.map(
        (entry: { patient: { firstName: string } }) => entry.patient.firstName,
      );
    const call = (method: 'PATCH' | 'POST', entryId: string, path: string, payload: object, as = token) =>
      t.app.inject({
        method,
        url: `/api/businesses/${business.id}/queue/${entryId}/${path}`,
        headers: bearer(as),
        payload,
      });
    return { token, business, entries, order, call };
  }

  it('puts an urgent entry at the front, visibly, and its patient first in line', async () => {
    const p = await placeWith(['Anna', 'Ben', 'Carla', 'Dora']);
    const carla = p.entries[2]!;
    const res = await p.call('PATCH', carla.id, 'urgent', { urgent: true });
    expect(res.statusCode).toBe(200);
    expect(res.json().entry).toMatchObject({ urgent: true, ahead: 0 });
    expect(await p.order()).toEqual(['Carla', 'Anna', 'Ben', 'Dora']);
    expect(await patientView(t.app, carla.token)).toMatchObject({ ahead: 0, isNext: true, urgent: true });
    expect(await patientView(t.app, p.entries[0]!.token)).toMatchObject({ ahead: 1 });
    // A second urgent one queues behind the first, still before everyone else.
    await p.call('PATCH', p.entries[3]!.id, 'urgent', { urgent: true });
    expect(await p.order()).toEqual(['Carla', 'Dora', 'Anna', 'Ben']);
    expect(await patientView(t.app, p.entries[1]!.token)).toMatchObject({ ahead: 3 });
  });

  it('returns an entry to its own place when it is no longer urgent', async () => {
    const p = await placeWith(['Anna', 'Ben', 'Carla']);
    await p.call('PATCH', p.entries[2]!.id, 'urgent', { urgent: true });
    const back = await p.call('PATCH', p.entries[2]!.id, 'urgent', { urgent: false });
    expect(back.json().entry).toMatchObject({ urgent: false, ahead: 2 });
    expect(await p.order()).toEqual(['Anna', 'Ben', 'Carla']);
    expect(await patientView(t.app, p.entries[2]!.token)).toMatchObject({ ahead: 2 });
  });

  it('moves an entry behind another, or to the front, and everyone’s position follows', async () => {
    const p = await placeWith(['Anna', 'Ben', 'Carla', 'Dora']);
    const [anna, ben, carla, dora] = p.entries as [
      (typeof p.entries)[0],
      (typeof p.entries)[0],
      (typeof p.entries)[0],
      (typeof p.entries)[0],
    ];
    const moved = await p.call('POST', anna.id, 'move', { afterEntryId: carla.id });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().entry.ahead).toBe(2);
    expect(await p.order()).toEqual(['Ben', 'Carla', 'Anna', 'Dora']);
    await p.call('POST', dora.id, 'move', { afterEntryId: null });
    expect(await p.order()).toEqual(['Dora', 'Ben', 'Carla', 'Anna']);
    const ahead = await Promise.all(
      p.entries.map(async (entry) => (await patientView(t.app, entry.token)).ahead),
    );
    expect(ahead).toEqual([3, 1, 2, 0]);
    // Where it stands already: nothing changes.
    expect((await p.call('POST', ben.id, 'move', { afterEntryId: dora.id })).json().entry.ahead).toBe(1);
  });

  it('makes room between two entries of the same millisecond (adjacent keys)', async () => {
    const p = await placeWith(['Anna', 'Ben', 'Carla', 'Dora'], { sameInstant: true });
    await p.call('POST', p.entries[3]!.id, 'move', { afterEntryId: p.entries[0]!.id });
    expect(await p.order()).toEqual(['Anna', 'Dora', 'Ben', 'Carla']);
    await p.call('POST', p.entries[2]!.id, 'move', { afterEntryId: p.entries[0]!.id });
    expect(await p.order()).toEqual(['Anna', 'Carla', 'Dora', 'Ben']);
    const ahead = await Promise.all(
      p.entries.map(async (entry) => (await patientView(t.app, entry.token)).ahead),
    );
    expect(ahead).toEqual([0, 3, 1, 2]);
  });

  it('keeps keys unique when staff reorder at the same moment', async () => {
    const p = await placeWith(['Anna', 'Ben', 'Carla', 'Dora', 'Emil', 'Fritz'], { sameInstant: true });
    const [a, b, c, d, e, f] = p.entries.map((entry) => entry.id) as string[];
    const answers = await Promise.all([
      p.call('POST', f!, 'move', { afterEntryId: a! }),
      p.call('POST', e!, 'move', { afterEntryId: a! }),
      p.call('PATCH', d!, 'urgent', { urgent: true }),
      p.call('POST', b!, 'move', { afterEntryId: c! }),
    ]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200]);
    const list = (await staffList(t.app, p.token, p.business.id)).entries;
    expect(new Set(list.map((entry: { sortKey: number }) => entry.sortKey)).size).toBe(6);
    expect(list.map((entry: { ahead: number }) => entry.ahead)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(list[0].patient.firstName).toBe('Dora');
  });

  it('refuses to move what does not wait (422) and an unknown entry (404)', async () => {
    const p = await placeWith(['Anna', 'Ben']);
    await setStatus(t.app, p.token, p.business.id, p.entries[0]!.id, { status: 'inTreatment' });
    const treated = await p.call('POST', p.entries[0]!.id, 'move', { afterEntryId: null });
    expect(treated.statusCode).toBe(422);
    expect(treated.json().error.code).toBe('INVALID_TRANSITION');
    const behindTreated = await p.call('POST', p.entries[1]!.id, 'move', { afterEntryId: p.entries[0]!.id });
    expect(behindTreated.statusCode).toBe(422);
    const unknown = await p.call('POST', p.entries[1]!.id, 'move', {
      afterEntryId: '00000000-0000-4000-8000-000000000000',
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('lets a practitioner mark urgent; a member of another business cannot', async () => {
    const p = await placeWith(['Anna', 'Ben']);
    const practitioner = await addMember(t.app, t.database, p.business.id, 'practitioner');
    const res = await p.call('PATCH', p.entries[1]!.id, 'urgent', { urgent: true }, practitioner.token);
    expect(res.statusCode).toBe(200);
    const stranger = await signUpWithBusiness(t.app);
    const foreign = await p.call('PATCH', p.entries[0]!.id, 'urgent', { urgent: true }, stranger.token);
    expect([403, 404]).toContain(foreign.statusCode);
  });
});
