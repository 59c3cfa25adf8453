import type { APIRequestContext, WebSocketRoute } from '@playwright/test';
import { authHeaders } from './support/accounts';
import { seedPractice } from './support/practice';
import { freeSlots, postBooking } from './support/public-booking';
import { joinQueue } from './support/queue';
import { expect, test } from './support/test';

const SHOTS = process.env.E2E_SCREENSHOTS;

/** A new display or kiosk of the business, made by its owner: its link's token. */
async function newDevice(
  request: APIRequestContext,
  token: string,
  businessId: string,
  kind: 'displays' | 'kiosks',
) {
  const answer = await request.post(`/api/businesses/${businessId}/${kind}`, {
    headers: authHeaders(token),
    data: kind === 'displays' ? { label: 'TV Wartezimmer' } : { label: 'Tablet Eingang' },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  const body = await answer.json();
  return (body.display ?? body.kiosk).token as string;
}

/** Staff call a patient in ("please come in" by the notify button). */
async function callIn(request: APIRequestContext, token: string, businessId: string, entryId: string) {
  const answer = await request.post(`/api/businesses/${businessId}/queue/${entryId}/notify`, {
    headers: authHeaders(token),
    data: {},
  });
  expect(answer.status(), await answer.text()).toBe(200);
}

test.describe('lobby display and kiosk', () => {
  test('the display shows the next tickets, a call with a chime request, and recovers from a network drop', async ({
    browser,
    request,
  }) => {
    test.setTimeout(90_000);
    const { account, business } = await seedPractice(request);
    const displayToken = await newDevice(request, account.token, business.id, 'displays');
    const first = await joinQueue(request, business.publicId, 'Paula Pichler');
    const second = await joinQueue(request, business.publicId, 'Robert Rainer');

    const tv = await browser.newContext({ viewport: { width: 1920, height: 1080 }, locale: 'de-DE' });
    const screen = await tv.newPage();
    // The display's socket passes through here, so the test can cut it like a dropped network.
    let networkDown = false;
    const sockets: WebSocketRoute[] = [];
    await screen.routeWebSocket(/\/socket\.io\//, (socket) => {
      if (networkDown) return socket.close({ code: 1006, reason: 'network down' });
      sockets.push(socket);
      socket.connectToServer();
    });
    await screen.goto(`/display/${displayToken}`);
    const display = screen.getByTestId('lobby-display');
    await expect(screen.getByTestId('display-next')).toHaveText(['A001', 'A002']);
    // No full names on the TV.
    await expect(display).not.toContainText('Pichler');
    // The one gesture browsers need before a page may play sound.
    await screen.getByRole('button', { name: /Tippen, um den Ton einzuschalten/ }).click();
    await expect(display).toHaveAttribute('data-sound', 'on');
    await expect(display).toHaveAttribute('data-chime-requests', '0');

    await callIn(request, account.token, business.id, first.id);
    await expect(screen.getByTestId('display-call')).toHaveText([/^A001/]);
    await expect(display).toHaveAttribute('data-chime-requests', '1');
    await expect(screen.getByTestId('display-next')).toHaveText(['A002']);
    if (SHOTS) await screen.screenshot({ path: `${SHOTS}/lobby-display-1920.png` });

    // The network drops: the screen says so and keeps the last board; a call made meanwhile shows
    // once the socket is back by itself (reconnect, then the board is fetched again).
    networkDown = true;
    for (const socket of sockets.splice(0)) await socket.close({ code: 1006, reason: 'network down' });
    await expect(screen.getByRole('status')).toHaveText(/Verbindung wird wiederhergestellt/);
    await expect(screen.getByTestId('display-call')).toHaveText([/^A001/]);
    await callIn(request, account.token, business.id, second.id);
    networkDown = false;
    await expect(screen.getByTestId('display-call').first()).toHaveText(/^A002/, { timeout: 30_000 });
    await expect(screen.getByRole('status')).toHaveCount(0);
    await expect(display).toHaveAttribute('data-chime-requests', '2');
    await tv.close();
  });

  test('a walk-in registers at the kiosk and sees their ticket, then the kiosk starts over', async ({
    browser,
    request,
  }) => {
    const { account, business } = await seedPractice(request);
    const kioskToken = await newDevice(request, account.token, business.id, 'kiosks');
    const tablet = await browser.newContext({
      viewport: { width: 1024, height: 768 },
      hasTouch: true,
      locale: 'de-DE',
    });
    const page = await tablet.newPage();
    await page.goto(`/kiosk/${kioskToken}`);
    await expect(page.getByRole('heading', { name: 'Willkommen bei Ordination Dr. Berger' })).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/kiosk-start-1024.png` });
    await page.getByRole('button', { name: 'Ohne Termin anmelden' }).click();
    await page.getByLabel('Vor- und Nachname').fill('Karla Kern');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByTestId('kiosk-ticket-number')).toHaveText(/^A\d{3}$/);
    await expect(page.getByText('Hallo Karla, Sie sind angemeldet.')).toBeVisible();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/kiosk-ticket-1024.png` });
    // Nothing of Karla stays on the tablet: no patient link in the storage, the start screen again.
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(stored).not.toContain('Karla');
    await page.getByRole('button', { name: 'Fertig' }).click();
    await expect(page.getByRole('button', { name: 'Ohne Termin anmelden' })).toBeVisible();
    await tablet.close();
  });

  test('a patient with an appointment checks in on the QR page by name and birth date', async ({
    browser,
    request,
  }) => {
    test.setTimeout(60_000);
    // Open around the clock: the next free time is inside the check-in window whenever the test runs.
    const { account, business, typeId } = await seedPractice(request, {
      week: { days: [1, 2, 3, 4, 5, 6, 7], start: '00:00', end: '23:59' },
    });
    const [slot] = await freeSlots(request, business.publicId, typeId!);
    const booked = await postBooking(request, business.publicId, {
      typeId: typeId!,
      start: slot!.start,
      firstName: 'Greta',
      lastName: 'Gruber',
      phone: '+43 660 1112223',
    });
    expect(booked.status(), await booked.text()).toBe(201);
    // The desk has her birth date on the record (an online booking brings none).
    const patients = await request.get(`/api/businesses/${business.id}/patients?q=Gruber`, {
      headers: authHeaders(account.token),
    });
    const patientId = (await patients.json()).patients[0].id as string;
    const edited = await request.patch(`/api/businesses/${business.id}/patients/${patientId}`, {
      headers: authHeaders(account.token),
      data: { birthdate: '1975-09-30' },
    });
    expect(edited.status(), await edited.text()).toBe(200);

    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      locale: 'de-DE',
    });
    const page = await phone.newPage();
    await page.goto(`/waitingRoom/patientnew?b=${business.publicId}`);
    await page.getByRole('button', { name: 'Ich habe einen Termin' }).tap();
    await page.getByLabel('Vor- und Nachname').fill('Greta Gruber');
    await page.getByLabel('Geburtsdatum').fill('1975-09-30');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/qr-check-in-390.png`, fullPage: true });
    await page.getByRole('button', { name: 'Einchecken' }).tap();
    await expect(page).toHaveURL(/\/waitingRoom\/patientRoom\?entry=/);
    await expect(page.getByTestId('room-appointment')).toContainText('Erstuntersuchung');
    await phone.close();
  });
});
