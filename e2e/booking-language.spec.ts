import { authHeaders } from './support/accounts';
import { calendarPart, rawMailTo, waitForMailTo } from './support/outbox';
import { seedPractice } from './support/practice';
import { expect, test } from './support/test';

// Issue 18, patients kept informed: the business's contact is on its booking pages, and a patient
// who books in English gets English mail, answered to the business, with its place in the .ics.
test('a patient books in English, sees the practice’s phone and address, and gets the mail in English', async ({
  page,
  request,
}) => {
  const { account, business } = await seedPractice(request);
  const contact = await request.patch(`/api/businesses/${business.id}`, {
    headers: authHeaders(account.token),
    data: {
      phone: '+43 1 234 56 78',
      email: 'praxis@berger.example',
      address: { street: 'Hauptstraße 1', postalCode: '1010', city: 'Wien', country: 'Österreich' },
    },
  });
  expect(contact.ok(), await contact.text()).toBe(true);
  const email = `olivia.${Date.now()}@example.com`;

  await page.goto(business.links.book);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText('Hauptstraße 1, 1010 Wien, Österreich')).toBeVisible();
  await expect(footer.getByRole('link', { name: /\+43 1 234 56 78/ })).toHaveAttribute(
    'href',
    'tel:+4312345678',
  );

  await page.getByRole('button', { name: /^DE/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Book an appointment' })).toBeVisible();
  await page.getByRole('button', { name: /Erstuntersuchung/ }).click();
  await page.locator('main section').first().getByRole('button').first().click();
  await page.getByRole('textbox', { name: 'First name' }).fill('Olivia');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Brown');
  await page.getByRole('textbox', { name: 'Phone number' }).fill('+44 20 7946 0018');
  await page.getByRole('textbox', { name: 'E-mail address (optional)' }).fill(email);
  await page.getByRole('button', { name: 'Book appointment' }).click();

  const mail = await waitForMailTo(email);
  expect(mail).toMatch(/^Subject: Your appointment at Ordination Dr. Berger on /m);
  expect(mail).toMatch(/^Reply-To: praxis@berger\.example$/m);
  expect(mail).toContain('Hello Olivia,');
  expect(mail).toContain('your appointment is booked:');
  expect(mail).toContain('Phone: +43 1 234 56 78');
  const calendar = calendarPart(rawMailTo(email)).replace(/\r\n /g, '');
  expect(calendar).toContain('METHOD:REQUEST');
  expect(calendar).toContain('ORGANIZER;CN="Ordination Dr. Berger":mailto:praxis@berger.example');
  expect(calendar).toContain('LOCATION:Hauptstraße 1\\, 1010 Wien\\, Österreich');

  // The manage page (the mail's link) shows the contact too.
  const link = /https?:\/\/[^\s"<>]+(\/bookingflow\/booking\?token=[A-Za-z0-9_-]+)/.exec(mail)?.[1];
  await page.goto(link!);
  await expect(page.getByRole('contentinfo').getByText('Hauptstraße 1, 1010 Wien, Österreich')).toBeVisible();
});
