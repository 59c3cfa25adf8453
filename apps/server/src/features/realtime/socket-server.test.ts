import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { insertQueueEntry, patientEntry, queueChanged } from '../../../test/queue-entries';
import { connectSocket, nextEvent, recordEvents, refusal } from '../../../test/socket-clients';
import { createTestApp } from '../../../test/test-app';
import { createTemporaryUser } from '../auth/create-temporary-user';

describe('the socket server (API.md "Realtime")', () => {
  const live = listeningTestApp();
  const { connect } = live;
  const guest = () =>
    createTemporaryUser(
      { db: live.t.database.db, clock: live.t.clock, config: live.t.config },
      { firstName: 'Anna', lastName: 'Berger' },
    );

  it('refuses a socket without a token, with a garbage one, or with an unknown one', async () => {
    expect(await refusal(live.url)).toBe('UNAUTHENTICATED');
    expect(await refusal(live.url, 'not a token')).toBe('UNAUTHENTICATED');
    expect(await refusal(live.url, 'x'.repeat(43))).toBe('UNAUTHENTICATED');
  });

  it("lets staff hear queue:changed of their business and not of another one's", async () => {
    const staff = await signUpWithBusiness(live.t.app);
    const other = await signUpWithBusiness(live.t.app);
    const socket = await connect(staff.token);
    const events = recordEvents(socket);

    live.t.app.realtime.queueChanged(queueChanged(other.business.id));
    live.t.app.realtime.queueChanged(queueChanged(staff.business.id));

    expect(await nextEvent(socket, 'queue:changed')).toEqual(queueChanged(staff.business.id));
    expect(events).toEqual([{ event: 'queue:changed', payload: queueChanged(staff.business.id) }]);
  });

  it("gives a patient link's socket its own entry's events and never another entry's", async () => {
    const { business } = await signUpWithBusiness(live.t.app);
    const mine = await insertQueueEntry(live.t.database.db, business.id);
    const theirs = await insertQueueEntry(live.t.database.db, business.id, { firstName: 'Bernd' });
    const socket = await connect(mine.token);
    const events = recordEvents(socket);

    // Sent first: had the socket been in the other room, these would arrive before its own.
    live.t.app.realtime.entryChanged(theirs.entryId, patientEntry(theirs.entryId, 'checkIn'));
    live.t.app.realtime.notify(theirs.entryId, { title: 'Qtify', message: 'Bitte in Raum 1' });
    live.t.app.realtime.queueChanged(queueChanged(business.id));
    live.t.app.realtime.entryChanged(mine.entryId, patientEntry(mine.entryId, 'checkIn'));
    live.t.app.realtime.notify(mine.entryId, { title: 'Qtify', message: 'Bitte in Raum 2' });

    expect(await nextEvent(socket, 'notification')).toEqual({ title: 'Qtify', message: 'Bitte in Raum 2' });
    expect(events).toEqual([
      { event: 'entry:changed', payload: { entry: patientEntry(mine.entryId, 'checkIn') } },
      { event: 'notification', payload: { title: 'Qtify', message: 'Bitte in Raum 2' } },
    ]);
  });

  it("gives a guest's bearer socket the events of the entries the guest joined", async () => {
    const { business } = await signUpWithBusiness(live.t.app);
    const patient = await guest();
    const entry = await insertQueueEntry(live.t.database.db, business.id, { userId: patient.userId });
    const stranger = await insertQueueEntry(live.t.database.db, business.id);
    const socket = await connect(patient.token);
    const events = recordEvents(socket);

    live.t.app.realtime.notify(stranger.entryId, { title: 'Qtify', message: 'Nicht für Anna' });
    live.t.app.realtime.notify(entry.entryId, { title: 'Qtify', message: 'Bitte in Raum 2' });

    expect(await nextEvent(socket, 'notification')).toEqual({ title: 'Qtify', message: 'Bitte in Raum 2' });
    expect(events).toHaveLength(1);
  });

  it('puts an already connected guest into the room of an entry joined later (joinEntry)', async () => {
    const { business } = await signUpWithBusiness(live.t.app);
    const patient = await guest();
    const socket = await connect(patient.token);
    const entry = await insertQueueEntry(live.t.database.db, business.id, { userId: patient.userId });

    live.t.app.realtime.joinEntry?.(patient.userId, entry.entryId);
    live.t.app.realtime.entryChanged(entry.entryId, patientEntry(entry.entryId));

    expect(await nextEvent(socket, 'entry:changed')).toEqual({ entry: patientEntry(entry.entryId) });
  });

  it("acknowledges register with the socket's own user id and refuses any other", async () => {
    const patient = await guest();
    const other = await guest();
    const socket = await connect(patient.token);

    expect(await socket.emitWithAck('register', { userId: patient.userId })).toEqual({ ok: true });
    expect(await socket.emitWithAck('register', { userId: other.userId })).toEqual({ ok: false });
    expect(await socket.emitWithAck('register', {})).toEqual({ ok: false });
  });

  it("acknowledges register on a patient link's socket with the user who joined", async () => {
    const { business } = await signUpWithBusiness(live.t.app);
    const patient = await guest();
    const entry = await insertQueueEntry(live.t.database.db, business.id, { userId: patient.userId });
    const socket = await connect(entry.token);

    expect(await socket.emitWithAck('register', { userId: patient.userId })).toEqual({ ok: true });
  });

  it('closes open sockets when the app closes, in a way that makes their clients reconnect', async () => {
    const other = await createTestApp();
    await other.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (other.app.server.address() as AddressInfo).port;
    const { token } = await signUpWithBusiness(other.app);
    const socket = await connectSocket(`http://127.0.0.1:${port}`, token);
    const disconnected = nextEvent(socket, 'disconnect');

    await other.close();

    // Not 'io server disconnect', after which socket.io clients stay disconnected for good.
    expect(await disconnected).toBe('transport close');
  });
});
