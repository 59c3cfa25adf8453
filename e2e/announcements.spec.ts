import { authHeaders, signInWithToken } from './support/accounts';
import { seedPractice } from './support/practice';
import { joinQueue } from './support/queue';
import { expect, test } from './support/test';

test.describe('announcements', () => {
  test('staff post one for the waiting patients on the notice board and an open patient room shows it live', async ({
    browser,
    page,
    request,
  }) => {
    const { account, business } = await seedPractice(request);
    const entry = await joinQueue(request, business.publicId, 'Anna Berger');

    // The patient's phone, with the room open.
    const phone = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
    });
    const room = await phone.newPage();
    await room.goto(`/q/${entry.token}`);
    await expect(room.getByTestId('queue-position')).toBeVisible();
    await expect(room.getByText('Wird live aktualisiert')).toBeVisible();
    await expect(room.getByTestId('place-announcements')).toHaveCount(0);

    await signInWithToken(page, account.token);
    await page.goto('/feed');
    await expect(page.getByRole('heading', { level: 1, name: 'Pinnwand' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Text der Mitteilung' }).fill('Heute ca. 30 Minuten Verspätung');
    await page.getByRole('radio', { name: /Wartende/ }).check();
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByTestId('current-announcements')).toContainText('Heute ca. 30 Minuten Verspätung');

    // In the room without a reload.
    const shown = room.getByTestId('place-announcements');
    await expect(shown).toContainText('Heute ca. 30 Minuten Verspätung');

    // One for the team only never reaches the room.
    await page.getByRole('textbox', { name: 'Text der Mitteilung' }).fill('Teambesprechung um 12 Uhr');
    await page.getByRole('radio', { name: /Nur Team/ }).check();
    await page.getByRole('button', { name: 'Veröffentlichen' }).click();
    await expect(page.getByTestId('announcement')).toHaveCount(2);

    // Ended on the board: gone from the room at once.
    await page
      .getByTestId('announcement')
      .filter({ hasText: 'Verspätung' })
      .getByRole('button', { name: 'Beenden' })
      .click();
    await expect(shown).toHaveCount(0);
    await expect(room.getByText('Teambesprechung')).toHaveCount(0);
    await phone.close();
  });

  test('a public one shows on the booking page, one for the waiting patients does not', async ({
    page,
    request,
  }) => {
    const { account, business } = await seedPractice(request);
    for (const [text, audience] of [
      ['Am Freitag bleibt die Praxis geschlossen.', 'public'],
      ['Bitte im Wartezimmer eine Maske tragen.', 'patients'],
    ]) {
      const posted = await request.post(`/api/businesses/${business.id}/announcements`, {
        headers: authHeaders(account.token),
        data: { text, audience },
      });
      expect(posted.status(), await posted.text()).toBe(201);
    }

    await page.goto(business.links.book);
    const shown = page.getByTestId('place-announcements');
    await expect(shown).toContainText('Am Freitag bleibt die Praxis geschlossen.');
    await expect(shown).not.toContainText('Maske');
  });
});
