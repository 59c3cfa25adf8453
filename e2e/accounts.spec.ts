import { STRONG_PASSWORD, signUpByApi } from './support/accounts';
import { waitForMailTo } from './support/outbox';
import { expect, test } from './support/test';

test.describe('accounts', () => {
  test('a new user signs up, edits the profile, logs out and is brought back to the page they wanted after logging in', async ({
    page,
  }) => {
    const email = `julia.${Date.now()}@example.at`;
    await page.goto('/signup');
    await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Julia');
    await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Huber');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill('kurz');
    await expect(page.getByText('Mindestens 10 Zeichen')).toBeVisible();
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(STRONG_PASSWORD);
    await page
      .getByRole('textbox', { name: 'Passwort wiederholen', exact: true })
      .fill(`${STRONG_PASSWORD}x`);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();
    await expect(
      page.getByText('Passwords do not match').or(page.getByText('Die Passwörter stimmen nicht überein')),
    ).toBeVisible();
    await page.getByRole('textbox', { name: 'Passwort wiederholen', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Konto erstellen' }).click();

    // Signed in: the member frame's navigation appears.
    const navigation = page
      .getByRole('navigation')
      .filter({ has: page.getByRole('link', { name: 'Profil' }) });
    await expect(navigation.first()).toBeVisible();
    await navigation.first().getByRole('link', { name: 'Profil' }).click();
    await expect(page).toHaveURL(/\/profile\/profile_index$/);

    await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Johanna');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await page.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByText('Your changes have been saved.')).toBeVisible();

    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/$/);

    await page.goto('/profile/profile_index');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile%2Fprofile_index$/);
    await page.getByRole('textbox', { name: 'E-mail address', exact: true }).fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(STRONG_PASSWORD);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/profile\/profile_index$/);
    await expect(page.getByRole('textbox', { name: 'First name', exact: true })).toHaveValue('Johanna');
  });

  test('a user who forgot the password resets it through the link in the mail and logs in with the new one', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request, { firstName: 'Karin' });
    await page.goto('/login');
    await page.getByRole('link', { name: 'Passwort vergessen?' }).click();
    // The login form has an e-mail field of the same name: wait until the forgot page replaced it.
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Passwort vergessen?' })).toBeVisible();
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(account.email);
    await page.getByRole('button', { name: 'Link senden' }).click();
    await expect(page.getByText('Schau in dein Postfach')).toBeVisible();

    const mail = await waitForMailTo(account.email, '/reset-password?token=');
    const link = mail.match(/https?:\/\/[^\s"<>]+\/reset-password\?token=[A-Za-z0-9_-]+/)?.[0];
    expect(link).toBeTruthy();

    const newPassword = 'Neues!Passw0rt2026';
    await page.goto(link!);
    await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill(newPassword);
    await page.getByRole('textbox', { name: 'Neues Passwort wiederholen', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Passwort geändert')).toBeVisible();

    // The link works once only.
    await page.goto(link!);
    await page.getByRole('textbox', { name: 'Neues Passwort', exact: true }).fill('Noch1!Anderes-Pw');
    await page
      .getByRole('textbox', { name: 'Neues Passwort wiederholen', exact: true })
      .fill('Noch1!Anderes-Pw');
    await page.getByRole('button', { name: 'Passwort speichern' }).click();
    await expect(page.getByText('Link ungültig')).toBeVisible();

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'E-Mail-Adresse', exact: true }).fill(account.email);
    await page.getByRole('textbox', { name: 'Passwort', exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await expect(page.getByRole('navigation').getByRole('link', { name: 'Profil' }).first()).toBeVisible();
  });
});
