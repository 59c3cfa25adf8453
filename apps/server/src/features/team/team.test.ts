import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, getUser, signUp, uniqueEmail } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { addMember } from '../../../test/members';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the team: invitations, members, ownership and the audit log', () => {
  let t: TestApp;
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: object) =>
    t.app.inject({ method, url, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    t = await createTestApp({ config: { publicUrl: 'https://praxis.example.at' } });
  });
  afterAll(() => t.close());

  /** The owner invites `email` as `role`; the link of the mail that went out. */
  async function invite(owner: string, businessId: string, email: string, role = 'reception') {
    const res = await api('POST', `/api/businesses/${businessId}/invitations`, owner, { email, role });
    expect(res.statusCode, res.body).toBe(201);
    await t.settle();
    const mail = t.mailer.to(email).at(-1);
    return {
      invitation: res.json().invitation,
      mail,
      token: new URL(mail!.link!).searchParams.get('token')!,
    };
  }

  it('mails a single-use link on the site origin, in the business’s language, that joins the invitee', async () => {
    const { token: owner, business } = await signUpWithBusiness(t.app, { name: 'Praxis Dr. Huber' });
    const email = uniqueEmail('rezeption');
    const { invitation, mail, token } = await invite(owner, business.id, email);
    expect(invitation).toMatchObject({ email, role: 'reception', doctorId: null });
    expect(mail!.link).toMatch(/^https:\/\/praxis\.example\.at\/invitation\?token=[A-Za-z0-9_-]{43}$/);
    expect(mail!.subject).toContain('Praxis Dr. Huber');
    expect(mail!.text).toContain('als Empfang');

    const preview = await api('GET', `/api/invitations/${token}`);
    expect(preview.json().invitation).toEqual({
      businessName: 'Praxis Dr. Huber',
      industry: 'medical',
      role: 'reception',
      email,
    });
    const pending = await api('GET', `/api/businesses/${business.id}/invitations`, owner);
    expect(pending.json().invitations.map((row: { id: string }) => row.id)).toEqual([invitation.id]);

    const { token: invitee } = await signUp(t.app, { email, firstName: 'Rita', lastName: 'Rezeption' });
    expect((await api('POST', `/api/invitations/${token}/accept`, undefined)).statusCode).toBe(401);
    const accepted = await api('POST', `/api/invitations/${token}/accept`, invitee);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ success: true, businessId: business.id, role: 'reception' });
    const user = (await getUser(t.app, invitee)).json().user;
    expect(user.company).toEqual({ id: business.id, name: 'Praxis Dr. Huber' });
    expect(user.memberships).toEqual([
      {
        businessId: business.id,
        name: 'Praxis Dr. Huber',
        industry: 'medical',
        role: 'reception',
        doctorId: null,
      },
    ]);
    expect((await api('GET', `/api/businesses/${business.id}/queue`, invitee)).statusCode).toBe(200);
    expect(
      (await api('GET', `/api/businesses/${business.id}/invitations`, owner)).json().invitations,
    ).toEqual([]);

    const { token: someoneElse } = await signUp(t.app);
    const reused = await api('POST', `/api/invitations/${token}/accept`, someoneElse);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('INVALID_TOKEN');
    expect((await api('GET', `/api/invitations/${token}`)).statusCode).toBe(422);
  });

  it('refuses an expired, a revoked and an unknown link with 422 INVALID_TOKEN', async () => {
    const { token: owner, business } = await signUpWithBusiness(t.app);
    const { token: invitee } = await signUp(t.app);
    const expired = await invite(owner, business.id, uniqueEmail('spaet'));
    const revoked = await invite(owner, business.id, uniqueEmail('widerrufen'));
    const revoke = await api(
      'DELETE',
      `/api/businesses/${business.id}/invitations/${revoked.invitation.id}`,
      owner,
    );
    expect(revoke.statusCode).toBe(204);
    t.clock.advance(7 * 24 * 60 * 60 * 1000 + 1000);
    try {
      for (const token of [expired.token, revoked.token, 'A'.repeat(43), 'kurz']) {
        const res = await api('POST', `/api/invitations/${token}/accept`, invitee);
        expect(res.statusCode).toBe(422);
        expect(res.json().error.code).toBe('INVALID_TOKEN');
      }
      expect((await getUser(t.app, invitee)).json().user.memberships).toEqual([]);
    } finally {
      t.clock.advance(-(7 * 24 * 60 * 60 * 1000 + 1000));
    }
  });

  it('lets a manager invite and manage the desk and practitioners, but not managers or the owner', async () => {
    const { token: owner, business } = await signUpWithBusiness(t.app);
    const manager = await addMember(t.app, t.database, business.id, 'manager');
    const other = await addMember(t.app, t.database, business.id, 'manager');
    const desk = await addMember(t.app, t.database, business.id, 'reception');
    const base = `/api/businesses/${business.id}`;
    const ownerId = (await getUser(t.app, owner)).json().user.id;

    const asManager = await api('POST', `${base}/invitations`, manager.token, {
      email: uniqueEmail(),
      role: 'manager',
    });
    expect(asManager.json().error.code).toBe('FORBIDDEN');
    expect(
      (await api('PATCH', `${base}/members/${desk.userId}`, manager.token, { role: 'manager' })).statusCode,
    ).toBe(403);
    expect(
      (await api('PATCH', `${base}/members/${other.userId}`, manager.token, { role: 'reception' }))
        .statusCode,
    ).toBe(403);
    expect((await api('DELETE', `${base}/members/${ownerId}`, manager.token)).json().error.code).toBe(
      'OWNER_MUST_TRANSFER',
    );
    const promoted = await api('PATCH', `${base}/members/${desk.userId}`, manager.token, {
      role: 'practitioner',
    });
    expect(promoted.json().member).toMatchObject({
      userId: desk.userId,
      role: 'practitioner',
      doctorId: null,
    });
    const unknownDoctor = await api('PATCH', `${base}/members/${desk.userId}`, manager.token, {
      doctorId: crypto.randomUUID(),
    });
    expect(unknownDoctor.json().error.code).toBe('UNKNOWN_DOCTOR');
    // The owner appoints managers; nobody is made owner but by transfer.
    expect(
      (await api('PATCH', `${base}/members/${desk.userId}`, owner, { role: 'manager' })).statusCode,
    ).toBe(200);
    expect((await api('PATCH', `${base}/members/${desk.userId}`, owner, { role: 'owner' })).statusCode).toBe(
      400,
    );

    const members = (await api('GET', `${base}/members`, manager.token)).json().members;
    expect(members[0]).toMatchObject({ userId: ownerId, role: 'owner' });
    expect(members[0].lastActiveAt).toEqual(expect.any(String));
    expect(members).toHaveLength(4);
    const alreadyIn = await api('POST', `${base}/invitations`, owner, {
      email: desk.email,
      role: 'reception',
    });
    expect(alreadyIn.json().error.code).toBe('ALREADY_MEMBER');
  });

  it('hands the business over: the new owner may delete it, the old one is a manager and may leave', async () => {
    const { token: owner, business } = await signUpWithBusiness(t.app);
    const heir = await addMember(t.app, t.database, business.id, 'manager');
    const base = `/api/businesses/${business.id}`;
    expect((await api('DELETE', `${base}/membership`, owner)).json().error.code).toBe('OWNER_MUST_TRANSFER');
    expect(
      (await api('POST', `${base}/transfer-ownership`, heir.token, { userId: heir.userId })).statusCode,
    ).toBe(403);
    expect((await api('POST', `${base}/transfer-ownership`, owner, { userId: heir.userId })).statusCode).toBe(
      204,
    );
    expect((await api('DELETE', base, owner)).statusCode).toBe(403);
    expect((await api('GET', base, heir.token)).json().business.role).toBe('owner');
    expect((await api('DELETE', `${base}/membership`, owner)).statusCode).toBe(204);
    expect((await api('GET', base, owner)).statusCode).toBe(404);
  });

  it('keeps who did what in the audit log for owners and managers, without names or free text', async () => {
    const { token: owner, business } = await signUpWithBusiness(t.app);
    const desk = await addMember(t.app, t.database, business.id, 'reception', { firstName: 'Rita' });
    const base = `/api/businesses/${business.id}`;
    const added = await api('POST', `${base}/queue`, desk.token, {
      firstName: 'Geheim',
      lastName: 'Patientin',
    });
    expect(added.statusCode).toBe(201);
    const entryId = added.json().entry.id;
    t.clock.advanceMinutes(1);
    const called = await api('PATCH', `${base}/queue/${entryId}`, desk.token, { status: 'inTreatment' });
    expect(called.statusCode, called.body).toBe(200);

    expect((await api('GET', `${base}/audit`, desk.token)).statusCode).toBe(403);
    const first = await api('GET', `${base}/audit?limit=1`, owner);
    expect(first.statusCode).toBe(200);
    expect(first.headers['cache-control']).toContain('no-store');
    expect(first.json().events).toEqual([
      {
        at: expect.any(String),
        actorUserId: desk.userId,
        actorName: 'Rita Mitarbeiterin',
        action: 'queue.update',
        subject: { type: 'queue', id: entryId, patientId: null },
      },
    ]);
    const second = await api('GET', `${base}/audit?limit=5&cursor=${first.json().nextCursor}`, owner);
    expect(second.json().events.map((event: { action: string }) => event.action)).toEqual(['queue.create']);
    expect(second.json().nextCursor).toBeNull();
    expect(JSON.stringify(second.json())).not.toContain('Geheim');
  });
});
