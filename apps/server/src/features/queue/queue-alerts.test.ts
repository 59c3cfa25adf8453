import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { addMember } from '../../../test/members';
import { joinFrom, setStatus } from '../../../test/queue-helpers';
import { type RecordedEvent, recordEvents } from '../../../test/socket-clients';

type Notification = { title: string; message: string };

/** The `notification`s a socket heard, after waiting up to `ms` for at least `count`. */
async function notifications(events: RecordedEvent[], count: number, ms = 3000): Promise<Notification[]> {
  const deadline = Date.now() + ms;
  for (;;) {
    const heard = events.filter((e) => e.event === 'notification').map((e) => e.payload as Notification);
    if (heard.length >= count || Date.now() > deadline) return heard;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

// The "almost your turn" alert and the staff's broadcast (issue 21), heard on real sockets.

describe('alerts and broadcasts to waiting patients', () => {
  const live = listeningTestApp();

  async function placeWith(names: string[], languageId?: string) {
    const { app } = live.t;
    const { token, business } = await signUpWithBusiness(app, { name: 'Ordination Dr. Alarm' });
    const entries = [];
    for (const name of names) {
      live.t.clock.advance(1000);
      const joined = (
        await joinFrom(app, business.publicId, `${name} Wartend`, languageId ? { languageId } : {})
      ).json();
      entries.push({ id: joined.entry.id as string, token: joined.entry.token as string });
    }
    return { token, business, entries };
  }

  it('alerts a patient once when they become next but one, not when they joined that close', async () => {
    const { app } = live.t;
    const p = await placeWith(['Anna', 'Ben', 'Carla', 'Dora']);
    const [anna, ben, carla, dora] = p.entries as [
      { id: string; token: string },
      { id: string; token: string },
      { id: string; token: string },
      { id: string; token: string },
    ];
    const benEvents = recordEvents(await live.connect(ben.token));
    const carlaEvents = recordEvents(await live.connect(carla.token));
    const doraEvents = recordEvents(await live.connect(dora.token));
    // Anna is called in: Carla now has one person ahead.
    await setStatus(app, p.token, p.business.id, anna.id, { status: 'inTreatment' });
    const heard = await notifications(carlaEvents, 1);
    expect(heard).toEqual([
      { title: 'Ordination Dr. Alarm', kind: 'alert', message: expect.stringContaining('1') },
    ]);
    // More changes ahead of her: no second alert. Dora crosses next.
    await setStatus(app, p.token, p.business.id, ben.id, { status: 'inTreatment' });
    expect(await notifications(doraEvents, 1)).toHaveLength(1);
    await setStatus(app, p.token, p.business.id, anna.id, { status: 'done' });
    await live.t.settle();
    expect(await notifications(carlaEvents, 2, 300)).toHaveLength(1);
    // Ben joined with one ahead: he sees it on screen, and is not alerted later either.
    expect(await notifications(benEvents, 1, 300)).toHaveLength(0);
  });

  it('follows the business’s setting: "next" alerts at no one ahead, off alerts nobody', async () => {
    const { app } = live.t;
    const p = await placeWith(['Anna', 'Ben', 'Carla']);
    const patch = (alertAhead: number | null) =>
      app.inject({
        method: 'PATCH',
        url: `/api/businesses/${p.business.id}`,
        headers: bearer(p.token),
        payload: { waitingRoom: { alertAhead } },
      });
    await patch(0);
    live.t.clock.advance(2000);
    const carlaEvents = recordEvents(await live.connect(p.entries[2]!.token));
    await setStatus(app, p.token, p.business.id, p.entries[0]!.id, { status: 'inTreatment' });
    expect(await notifications(carlaEvents, 1, 300)).toHaveLength(0);
    await setStatus(app, p.token, p.business.id, p.entries[1]!.id, { status: 'inTreatment' });
    expect((await notifications(carlaEvents, 1))[0]?.message).toBe(
      'Sie sind als Nächstes an der Reihe – bitte halten Sie sich bereit.',
    );

    const quiet = await placeWith(['Emil', 'Fritz', 'Gerda']);
    await app.inject({
      method: 'PATCH',
      url: `/api/businesses/${quiet.business.id}`,
      headers: bearer(quiet.token),
      payload: { waitingRoom: { alertAhead: null } },
    });
    live.t.clock.advance(2000);
    const gerdaEvents = recordEvents(await live.connect(quiet.entries[2]!.token));
    await setStatus(app, quiet.token, quiet.business.id, quiet.entries[0]!.id, { status: 'inTreatment' });
    await setStatus(app, quiet.token, quiet.business.id, quiet.entries[1]!.id, { status: 'inTreatment' });
    expect(await notifications(gerdaEvents, 1, 300)).toHaveLength(0);
  });

  it('speaks the patient’s language', async () => {
    const { app } = live.t;
    const p = await placeWith(['Anna', 'Ben', 'Carla'], 'en');
    const carlaEvents = recordEvents(await live.connect(p.entries[2]!.token));
    await setStatus(app, p.token, p.business.id, p.entries[0]!.id, { status: 'inTreatment' });
    expect((await notifications(carlaEvents, 1))[0]?.message).toBe('Only 1 ahead of you – please be ready.');
  });

  it('broadcasts a staff message to the waiting patients only; the desk may, a practitioner may not', async () => {
    const { app } = live.t;
    const p = await placeWith(['Anna', 'Ben', 'Carla', 'Dora']);
    await app.inject({
      method: 'PATCH',
      url: `/api/businesses/${p.business.id}`,
      headers: bearer(p.token),
      payload: { waitingRoom: { alertAhead: null } },
    });
    live.t.clock.advance(2000);
    const [anna, ben, carla, dora] = p.entries as [
      { id: string; token: string },
      { id: string; token: string },
      { id: string; token: string },
      { id: string; token: string },
    ];
    await setStatus(app, p.token, p.business.id, anna.id, { status: 'inTreatment' });
    await setStatus(app, p.token, p.business.id, ben.id, { status: 'noShow' });
    const sockets = await Promise.all(
      [anna, ben, carla, dora].map(async (e) => recordEvents(await live.connect(e.token))),
    );
    const reception = await addMember(app, live.t.database, p.business.id, 'reception');
    const send = (token: string) =>
      app.inject({
        method: 'POST',
        url: `/api/businesses/${p.business.id}/queue/broadcast`,
        headers: bearer(token),
        payload: { message: 'Wir haben heute etwa 30 Minuten Verspätung.' },
      });
    const res = await send(reception.token);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ success: true, reached: 2 });
    const heard = await Promise.all(sockets.map((events, i) => notifications(events, 1, i < 2 ? 300 : 3000)));
    expect(heard.map((list) => list.map((n) => n.message))).toEqual([
      [],
      [],
      ['Wir haben heute etwa 30 Minuten Verspätung.'],
      ['Wir haben heute etwa 30 Minuten Verspätung.'],
    ]);
    const practitioner = await addMember(app, live.t.database, p.business.id, 'practitioner');
    const refused = await send(practitioner.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.code).toBe('FORBIDDEN');
    const empty = await app.inject({
      method: 'POST',
      url: `/api/businesses/${p.business.id}/queue/broadcast`,
      headers: bearer(p.token),
      payload: { message: '  ' },
    });
    expect(empty.statusCode).toBe(400);
  });

  it('keeps a broadcast in the patient room for later arrivals when asked to, and only that long', async () => {
    const { app } = live.t;
    const p = await placeWith(['Anna']);
    const broadcast = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/businesses/${p.business.id}/queue/broadcast`,
        headers: bearer(p.token),
        payload,
      });
    expect((await broadcast({ message: 'Nur jetzt.' })).statusCode).toBe(200);
    expect((await broadcast({ message: 'Heute 30 Minuten später.', showForMinutes: 60 })).statusCode).toBe(
      200,
    );
    expect((await broadcast({ message: 'Zu lang.', showForMinutes: 45 })).json().error).toMatchObject({
      code: 'VALIDATION',
      fields: { showForMinutes: expect.any(String) },
    });
    live.t.clock.advanceMinutes(5);
    const later = (await joinFrom(app, p.business.publicId, 'Berta Später')).json().entry;
    const shown = async () =>
      (await app.inject({ url: `/api/queue/${later.token}/announcements` }))
        .json()
        .announcements.map((announcement: { text: string }) => announcement.text);
    expect(await shown()).toEqual(['Heute 30 Minuten später.']);
    live.t.clock.advanceMinutes(56);
    expect(await shown()).toEqual([]);
  });
});
