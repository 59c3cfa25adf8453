import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { createDevice, newDisplay } from '../../../test/lobby-devices';
import { addMember } from '../../../test/members';
import { joinFrom, setStatus } from '../../../test/queue-helpers';
import { createTestApp, type TestApp } from '../../../test/test-app';

// Lobby displays (issue 21): a TV in the waiting area opened by a secret link shows who is called
// and the next tickets, never a full name unless the business chose it; revoking ends the link.

describe('lobby displays', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const board = (token: string) => t.app.inject(`/api/public/displays/${token}`);
  const notify = (staffToken: string, businessId: string, entryId: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/businesses/${businessId}/queue/${entryId}/notify`,
      headers: bearer(staffToken),
      payload: {},
    });

  /** A place with three walk-ins (Anna Maier, Bernd Huber, Clara Wolf), in that order. */
  async function placeWithPatients() {
    const place = await signUpWithBusiness(t.app);
    const entries: string[] = [];
    for (const name of ['Anna Maier', 'Bernd Huber', 'Clara Wolf']) {
      const res = await joinFrom(t.app, place.business.publicId, name);
      entries.push(res.json().entry.id);
    }
    return { ...place, entries };
  }

  it('shows the called patient and the next ones by ticket, with no names at all by default', async () => {
    const place = await placeWithPatients();
    const display = await newDisplay(t.app, place.token, place.business.id);
    expect(display.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await notify(place.token, place.business.id, place.entries[0]!);
    const res = await board(display.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json();
    expect(body.called).toEqual([{ ticket: 'A. M.', room: '', calledAt: t.clock.now().toISOString() }]);
    expect(body.next).toEqual([{ ticket: 'B. H.' }, { ticket: 'C. W.' }]);
    for (const name of ['Anna', 'Maier', 'Bernd', 'Huber', 'Clara', 'Wolf'])
      expect(res.body).not.toContain(name);
  });

  it('adds initials or the full name only where the business chose them', async () => {
    const place = await placeWithPatients();
    const initials = await newDisplay(t.app, place.token, place.business.id, { names: 'initials' });
    const full = await newDisplay(t.app, place.token, place.business.id, { names: 'fullName' });
    expect((await board(initials.token)).json().next[0]).toEqual({ ticket: 'A. M.', name: 'A. M.' });
    expect((await board(initials.token)).body).not.toContain('Maier');
    expect((await board(full.token)).json().next[0]).toEqual({ ticket: 'A. M.', name: 'Anna Maier' });
  });

  it('changes what a display shows without a new link', async () => {
    const place = await placeWithPatients();
    const display = await newDisplay(t.app, place.token, place.business.id);
    const changed = await t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}/displays/${display.id}`,
      headers: bearer(place.token),
      payload: { names: 'initials', label: 'TV Flur' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().display).toMatchObject({ id: display.id, names: 'initials', label: 'TV Flur' });
    expect((await board(display.token)).json().next[0]).toEqual({ ticket: 'A. M.', name: 'A. M.' });
  });

  it('shows a patient called into treatment for 10 minutes, then no more', async () => {
    const place = await placeWithPatients();
    const display = await newDisplay(t.app, place.token, place.business.id);
    await setStatus(t.app, place.token, place.business.id, place.entries[1]!, { status: 'inTreatment' });
    expect((await board(display.token)).json().called).toEqual([
      expect.objectContaining({ ticket: 'B. H.' }),
    ]);
    t.clock.advance(11 * 60_000);
    const later = (await board(display.token)).json();
    expect(later.called).toEqual([]);
    expect(later.next.map((item: { ticket: string }) => item.ticket)).toEqual(['A. M.', 'C. W.']);
  });

  it('lists the displays for the desk without their tokens, and a revoked link answers 404', async () => {
    const place = await placeWithPatients();
    const display = await newDisplay(t.app, place.token, place.business.id, { label: 'TV Wartezimmer' });
    const list = await t.app.inject({
      url: `/api/businesses/${place.business.id}/displays`,
      headers: bearer(place.token),
    });
    expect(list.json().devices).toEqual([
      expect.objectContaining({ id: display.id, label: 'TV Wartezimmer' }),
    ]);
    expect(list.body).not.toContain(display.token);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${place.business.id}/displays/${display.id}`,
      headers: bearer(place.token),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await board(display.token)).statusCode).toBe(404);
    expect((await board(display.token)).json().error.code).toBe('NOT_FOUND');
  });

  it('answers 404 for an unknown link, a kiosk’s link and another business’s display id', async () => {
    const place = await placeWithPatients();
    const other = await signUpWithBusiness(t.app);
    const display = await newDisplay(t.app, other.token, other.business.id);
    const kiosk = (await createDevice(t.app, place.token, place.business.id, 'kiosks')).json().kiosk;
    expect((await board('A'.repeat(43))).statusCode).toBe(404);
    expect((await board(kiosk.token)).statusCode).toBe(404);
    const foreign = await t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${place.business.id}/displays/${display.id}`,
      headers: bearer(place.token),
    });
    expect(foreign.statusCode).toBe(404);
    expect((await board(display.token)).statusCode).toBe(200);
  });

  it('lets the desk set displays up and refuses practitioners', async () => {
    const place = await signUpWithBusiness(t.app);
    const reception = await addMember(t.app, t.database, place.business.id, 'reception');
    const practitioner = await addMember(t.app, t.database, place.business.id, 'practitioner');
    expect((await createDevice(t.app, reception.token, place.business.id, 'displays')).statusCode).toBe(201);
    const refused = await createDevice(t.app, practitioner.token, place.business.id, 'displays');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
  });

  it('refuses a names choice it does not know', async () => {
    const place = await signUpWithBusiness(t.app);
    const res = await createDevice(t.app, place.token, place.business.id, 'displays', {
      names: 'everything',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toHaveProperty('names');
  });
});
