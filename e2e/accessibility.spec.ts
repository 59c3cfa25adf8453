import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { ROUTES, type RouteSpec } from '../packages/shared/src/app-routes/route-table';
import { signInWithToken, signUpByApi } from './support/accounts';
import { expect, test } from './support/test';

interface Seed {
  token: string;
  businessId: string;
  publicId: string;
  entryToken: string;
  manageToken: string;
  displayToken: string;
  kioskToken: string;
}

/**
 * A practice with everything a page can show: a doctor working every day, an appointment type, a
 * patient waiting in the queue (their room) and an online booking (its manage link).
 */
async function seedPractice(request: APIRequestContext): Promise<Seed> {
  const account = await signUpByApi(request);
  const headers = { Authorization: `Bearer ${account.token}` };
  const created = await request.post('/api/businesses', {
    headers,
    data: { name: 'Ordination Dr. Berger', industry: 'medical' },
  });
  const { business } = (await created.json()) as { business: { id: string; publicId: string } };
  const base = `/api/businesses/${business.id}`;
  const { doctor } = (await (
    await request.post(`${base}/doctors`, {
      headers,
      data: { name: 'Dr. Maria Berger', specialty: 'Allgemeinmedizin' },
    })
  ).json()) as { doctor: { id: string } };
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '07:00', end: '21:00' }));
  await request.put(`${base}/doctors/${doctor.id}/working-times`, { headers, data: week });
  const { appointmentType } = (await (
    await request.post(`${base}/appointment-types`, {
      headers,
      data: { title: 'Untersuchung', durationMinutes: 30, color: '#4caf50', doctorIds: [doctor.id] },
    })
  ).json()) as { appointmentType: { id: string } };
  const publicBase = `/api/public/businesses/${business.publicId}`;
  const joined = await request.post(`${publicBase}/queue`, { data: { fullName: 'Eva Huber' } });
  expect(joined.status()).toBe(201);
  const { entry } = (await joined.json()) as { entry: { token: string } };
  const { slots } = (await (
    await request.get(`${publicBase}/slots`, { params: { typeId: appointmentType.id } })
  ).json()) as { slots: { start: string }[] };
  const booked = await request.post(`${publicBase}/bookings`, {
    data: {
      typeId: appointmentType.id,
      start: slots[0]?.start,
      firstName: 'Jonas',
      lastName: 'Gruber',
      phone: '+43 660 7654321',
    },
  });
  expect(booked.status()).toBe(201);
  const { booking } = (await booked.json()) as { booking: { manageToken: string } };
  // The waiting area's TV and the entrance's tablet (their links are tokens of their own).
  const display = await (await request.post(`${base}/displays`, { headers, data: {} })).json();
  const kiosk = await (await request.post(`${base}/kiosks`, { headers, data: {} })).json();
  return {
    token: account.token,
    businessId: business.id,
    publicId: business.publicId,
    entryToken: entry.token,
    manageToken: booking.manageToken,
    displayToken: display.display.token,
    kioskToken: kiosk.kiosk.token,
  };
}

/** The page's canonical address with its parameters and the query string it is reached with. */
function addressOf(route: RouteSpec, seed: Seed): string {
  const path = (route.paths[0] ?? '/')
    .replace(/\/:\w+\?/g, '')
    .replace(':businessId', seed.businessId)
    .replace(
      ':token',
      route.id === 'lobbyDisplay'
        ? seed.displayToken
        : route.id === 'kiosk'
          ? seed.kioskToken
          : seed.entryToken,
    )
    .replace(/:\w+/g, 'abc123');
  const query: Record<string, string> = {
    bookAppointment: `b=${seed.publicId}`,
    patientNew: `b=${seed.publicId}`,
    manageBooking: `token=${seed.manageToken}`,
    patientRoom: `entry=${seed.entryToken}`,
    editOrdination: `id=${seed.businessId}`,
    resetPassword: 'token=not-a-real-token',
    verifyEmail: 'token=not-a-real-token',
  };
  return query[route.id] ? `${path}?${query[route.id]}` : path;
}

const SIZES = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function severeViolations(page: Page, label: string): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${label}: ${violation.id} (${violation.impact}) ${violation.help} – ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(', ')}`,
    );
}

async function newVisitor(browser: Browser, size: (typeof SIZES)[number], token: string | null) {
  const context = await browser.newContext({
    viewport: { width: size.width, height: size.height },
    locale: 'de-DE',
    ...(size.name === 'phone' ? { isMobile: true, hasTouch: true } : {}),
  });
  const page = await context.newPage();
  if (token) await signInWithToken(page, token);
  return { context, page };
}

test.describe('accessibility of every page', () => {
  let seed: Seed;
  test.beforeAll(async ({ request }) => {
    seed = await seedPractice(request);
  });

  for (const size of SIZES) {
    test(`has no serious or critical violation on any page of the route table (${size.name})`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const visitor = await newVisitor(browser, size, null);
      const staff = await newVisitor(browser, size, seed.token);
      const found: string[] = [];
      const visited: string[] = [];
      // Signed out: the public site, the accounts' pages and the patients' pages; signed in: staff.
      for (const route of [
        ...ROUTES,
        {
          id: 'notFound',
          paths: ['/no/such/page'],
          guard: 'public',
          page: 'placeholder',
        } satisfies RouteSpec,
      ]) {
        const { page } = route.guard === 'protected' ? staff : visitor;
        const address = addressOf(route, seed);
        await page.goto(address);
        await expect(page.locator('h1').first(), address).toBeVisible();
        // Lazy parts (dialogs' chunks, live data) settle.
        await page.waitForTimeout(250);
        found.push(...(await severeViolations(page, `${size.name} ${address}`)));
        visited.push(address);
      }
      console.log(
        `axe (${size.name}): ${visited.length} pages, ${found.length} serious or critical violations`,
      );
      await visitor.context.close();
      await staff.context.close();
      expect(found).toEqual([]);
    });
  }
});

test('a dialog adds no second banner landmark and passes axe', async ({ page, request }) => {
  const seed = await seedPractice(request);
  await signInWithToken(page, seed.token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/waitingRoom/room');
  await page.getByRole('button', { name: 'Patient hinzufügen' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(1);
  expect(await severeViolations(page, 'add-patient dialog')).toEqual([]);
});
