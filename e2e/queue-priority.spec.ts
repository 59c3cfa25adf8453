import type { APIRequestContext } from '@playwright/test';
import { expectNoSevereViolations } from './support/a11y';
import { authHeaders, signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { entryCard, joinQueue } from './support/queue';
import { expect, test } from './support/test';

// Issue 21: tickets, urgent, the next-but-one alert, the broadcast.

async function setStatus(
  request: APIRequestContext,
  businessId: string,
  headers: Record<string, string>,
  entryId: string,
  status: string,
) {
  const answer = await request.patch(`/api/businesses/${businessId}/queue/${entryId}`, {
    headers,
    data: { status },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

test.describe('queue priority', () => {
  test('staff mark a patient urgent: the room shows the ticket and first place; a later patient gets the next-but-one alert and the broadcast', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const { account, business } = await seedPractice(request);
    const headers = authHeaders(account.token);
    const anna = await joinQueue(request, business.publicId, 'Anna Berger');
    const ben = await joinQueue(request, business.publicId, 'Ben Huber');
    const carla = await joinQueue(request, business.publicId, 'Carla Wimmer');
    const dora = await joinQueue(request, business.publicId, 'Dora Wolf');

    // Carla's and Dora's phones, with their rooms open.
    const phone = () =>
      browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    const carlaRoom = await (await phone()).newPage();
    await carlaRoom.goto(`/q/${carla.token}`);
    await expect(carlaRoom.getByTestId('queue-ticket')).toContainText('A003');
    await expect(carlaRoom.getByTestId('queue-position')).toHaveText('2 Personen vor Ihnen');
    await expectNoSevereViolations(carlaRoom, 'room with ticket');
    const doraRoom = await (await phone()).newPage();
    await doraRoom.goto(`/q/${dora.token}`);
    await expect(doraRoom.getByTestId('queue-ticket')).toContainText('A004');
    await expect(doraRoom.getByText('Wird live aktualisiert')).toBeVisible();

    // The desk marks Carla urgent.
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInWithToken(page, account.token);
    await page.goto('/ro23omasfdas/asdflkjsdsd');
    const card = entryCard(page, 'Carla Wimmer');
    await expect(card.getByTestId('entry-ticket')).toHaveText(/A003/);
    await card.getByRole('button', { name: 'Als dringend markieren' }).click();
    await expect(card.getByText('Dringend', { exact: true })).toBeVisible();
    await expect(card.getByText('Ist als Nächstes dran')).toBeVisible();
    // First in the list, before Anna who came first.
    await expect(page.getByRole('article').first()).toHaveAccessibleName('Carla Wimmer');

    // Her room: the ticket, and first in line, live.
    await expect(carlaRoom.getByTestId('queue-position')).toHaveText('Sie sind als Nächstes an der Reihe!');
    await expect(carlaRoom.getByTestId('queue-ticket')).toContainText('A003');
    await expect(carlaRoom.getByText('Sie sind als dringend vorgereiht.')).toBeVisible();
    // Now next, she hears the heads-up too.
    await expect(carlaRoom.getByRole('alert')).toContainText(
      'Sie sind als Nächstes an der Reihe – bitte halten Sie sich bereit.',
    );
    await expectNoSevereViolations(page, 'waiting room with an urgent entry');

    // Dora waits behind Carla, Anna and Ben; two are called in and she is next but one.
    await expect(doraRoom.getByTestId('queue-position')).toHaveText('3 Personen vor Ihnen');
    await setStatus(request, business.id, headers, carla.id, 'inTreatment');
    await setStatus(request, business.id, headers, anna.id, 'inTreatment');
    await expect(doraRoom.getByRole('alert')).toContainText(
      'Nur noch 1 vor Ihnen – bitte halten Sie sich bereit.',
    );
    await expect(doraRoom.getByTestId('queue-position')).toHaveText('1 Person vor Ihnen');
    await doraRoom.getByRole('alert').getByRole('button').first().click();

    // "Running late" to everyone waiting (Ben and Dora), from the waiting room.
    await page.getByRole('button', { name: 'Nachricht an alle Wartenden' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nachricht an alle Wartenden' });
    await dialog
      .getByRole('textbox', { name: 'Nachricht' })
      .fill('Wir haben heute etwa 30 Minuten Verspätung.');
    await dialog.getByRole('button', { name: 'An alle senden' }).click();
    await expect(page.getByText('An 2 Wartende gesendet.')).toBeVisible();
    await expect(doraRoom.getByRole('alert')).toContainText('Wir haben heute etwa 30 Minuten Verspätung.');
    expect(ben.token).toBeTruthy();
  });

  test('staff reorder the waiting list with the keyboard: space picks a card up, an arrow moves it, space drops it', async ({
    page,
    request,
  }) => {
    const { account, business } = await seedPractice(request);
    await joinQueue(request, business.publicId, 'Anna Berger');
    await joinQueue(request, business.publicId, 'Ben Huber');
    const carla = await joinQueue(request, business.publicId, 'Carla Wimmer');
    await page.setViewportSize({ width: 1280, height: 900 });
    await signInWithToken(page, account.token);
    await page.goto('/ro23omasfdas/asdflkjsdsd');
    const names = () =>
      page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    await expect.poll(names).toEqual(['Anna Berger', 'Ben Huber', 'Carla Wimmer']);

    const grip = entryCard(page, 'Carla Wimmer').getByRole('button', { name: 'Carla Wimmer verschieben' });
    await grip.focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Space');
    await expect.poll(names).toEqual(['Carla Wimmer', 'Anna Berger', 'Ben Huber']);
    // The server has it: a reload shows the same order, and Carla's place is the first.
    await page.reload();
    await expect.poll(names).toEqual(['Carla Wimmer', 'Anna Berger', 'Ben Huber']);
    const view = await (await request.get(`/api/queue/${carla.token}`)).json();
    expect(view.entry).toMatchObject({ ahead: 0, ticket: 'A003' });
  });
});
