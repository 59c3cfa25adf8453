import { describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { signUpWithBusiness } from '../../../test/businesses';
import { listeningTestApp } from '../../../test/listening-test-app';
import { newDisplay } from '../../../test/lobby-devices';
import { joinFrom } from '../../../test/queue-helpers';
import { nextEvent, recordEvents, refusal } from '../../../test/socket-clients';

// A lobby display is live through the app's socket with its own link as the token: it hears that
// its place's queue changed (and fetches the board again), never anything of an entry.

describe('a lobby display’s socket', () => {
  const live = listeningTestApp();

  it('hears display:changed with only the queue version when someone joins or is called', async () => {
    const place = await signUpWithBusiness(live.t.app);
    const display = await newDisplay(live.t.app, place.token, place.business.id);
    const socket = await live.connect(display.token);
    const events = recordEvents(socket);
    const joined = nextEvent(socket, 'display:changed');
    const entry = (await joinFrom(live.t.app, place.business.publicId, 'Dora Lind')).json().entry;
    expect(await joined).toEqual({ version: expect.any(Number) });
    const called = nextEvent(socket, 'display:changed');
    await live.t.app.inject({
      method: 'POST',
      url: `/api/businesses/${place.business.id}/queue/${entry.id}/notify`,
      headers: bearer(place.token),
      payload: {},
    });
    await called;
    // Nothing but the board's cue: no staff or patient events, no names.
    expect(new Set(events.map((event) => event.event))).toEqual(new Set(['display:changed']));
    expect(JSON.stringify(events)).not.toContain('Lind');
  });

  it('is told when its settings change, so it shows the new choice of names at once', async () => {
    const place = await signUpWithBusiness(live.t.app);
    const display = await newDisplay(live.t.app, place.token, place.business.id);
    const socket = await live.connect(display.token);
    const told = nextEvent(socket, 'display:changed');
    await live.t.app.inject({
      method: 'PATCH',
      url: `/api/businesses/${place.business.id}/displays/${display.id}`,
      headers: bearer(place.token),
      payload: { names: 'initials' },
    });
    expect(await told).toEqual({ version: -1 });
  });

  it('does not hear another place’s changes', async () => {
    const place = await signUpWithBusiness(live.t.app);
    const other = await signUpWithBusiness(live.t.app);
    const display = await newDisplay(live.t.app, place.token, place.business.id);
    const socket = await live.connect(display.token);
    const events = recordEvents(socket);
    const otherDisplay = await live.connect(
      (await newDisplay(live.t.app, other.token, other.business.id)).token,
    );
    const heard = nextEvent(otherDisplay, 'display:changed');
    await joinFrom(live.t.app, other.business.publicId, 'Emil Roth');
    await heard;
    expect(events).toEqual([]);
  });

  it('is cut when the display is revoked, and the old link cannot connect again', async () => {
    const place = await signUpWithBusiness(live.t.app);
    const display = await newDisplay(live.t.app, place.token, place.business.id);
    const socket = await live.connect(display.token);
    const gone = new Promise((resolve) => socket.once('disconnect', resolve));
    await live.t.app.inject({
      method: 'DELETE',
      url: `/api/businesses/${place.business.id}/displays/${display.id}`,
      headers: bearer(place.token),
    });
    await gone;
    expect(await refusal(live.url, display.token)).toBe('UNAUTHENTICATED');
  });
});
