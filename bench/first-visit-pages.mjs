// The five pages a first visit is budgeted on (issue 17), with real data behind them: a practice
// with one doctor working every day, one appointment type, a booking and two patients waiting.
// bench/bundle-size.mjs and bench/lighthouse.mjs measure the same pages. The personal pages (a
// patient's place, a booking's management link) are closed to search engines by robots.txt on
// purpose (`indexable: false`): their SEO score has no target.
import { verifyFromOutbox } from './verify-from-outbox.mjs';

/**
 * Budgets in KB gzip of JavaScript + CSS on a first visit (issue 17). A business's own page and
 * the directory (issue 22) are opened from shared links on phones: the patient pages' budget.
 */
export const BUDGET_KB = { landing: 170, patient: 170, booking: 185, login: 185, shop: 170 };

/** @param {string} baseUrl the started server (bench/start-server.mjs) @param {string} dataDir its data dir */
export async function seedFirstVisitPages(baseUrl, dataDir) {
  async function api(method, path, body, token) {
    const response = await fetch(baseUrl + path, {
      method,
      headers: {
        'Content-Type': 'application/json',
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return response.status === 204 ? {} : response.json();
  }

  const ownerEmail = `bench.${Date.now()}@example.at`;
  const owner = await api('POST', '/api/auth/signup', {
    firstName: 'Bench',
    lastName: 'Owner',
    email: ownerEmail,
    password: 'Wartezimm3r!Sicher',
    passwordRepeat: 'Wartezimm3r!Sicher',
    languageId: 'de',
  });
  await verifyFromOutbox(baseUrl, dataDir, ownerEmail);
  const token = owner.data;
  const { business } = await api(
    'POST',
    '/api/businesses',
    { name: 'Ordination Bench', industry: 'medical' },
    token,
  );
  const base = `/api/businesses/${business.id}`;
  const { doctor } = await api(
    'POST',
    `${base}/doctors`,
    { name: 'Dr. Maria Berger', specialty: 'Allgemeinmedizin' },
    token,
  );
  const week = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '00:00', end: '23:30' }));
  await api('PUT', `${base}/doctors/${doctor.id}/working-times`, week, token);
  const { appointmentType } = await api(
    'POST',
    `${base}/appointment-types`,
    { title: 'Erstuntersuchung', durationMinutes: 30, color: '#2196f3', doctorIds: [doctor.id] },
    token,
  );
  const typeId = appointmentType.id;
  // Its own page shows contact and hours; listed, it is in the directory.
  await api(
    'PATCH',
    base,
    {
      listed: true,
      phone: '+43 1 234 56 78',
      description: 'Allgemeinmedizin, alle Kassen.',
      address: { street: 'Hauptstraße 1', postalCode: '1010', city: 'Wien', country: 'Österreich' },
    },
    token,
  );
  const { slots } = await api('GET', `/api/public/businesses/${business.publicId}/slots?typeId=${typeId}`);
  const slot = slots[1] ?? slots[0];
  const { booking } = await api('POST', `/api/public/businesses/${business.publicId}/bookings`, {
    typeId,
    start: slot.start,
    doctorId: slot.doctorId,
    firstName: 'Eva',
    lastName: 'Huber',
    phone: '+43 660 1234567',
  });
  await api('POST', `/api/public/businesses/${business.publicId}/queue`, { fullName: 'Erste Patientin' });
  const joined = await api('POST', `/api/public/businesses/${business.publicId}/queue`, {
    fullName: 'Zweite Patientin',
  });

  return [
    { name: 'landing /', path: '/', budgetKb: BUDGET_KB.landing },
    {
      name: 'patient registration',
      path: business.links.register,
      budgetKb: BUDGET_KB.patient,
      ready: '#field-fullName',
    },
    {
      name: 'patient room (/q/<token>)',
      path: `/q/${joined.entry.token}`,
      budgetKb: BUDGET_KB.patient,
      indexable: false,
      ready: '[data-testid="queue-position"]',
    },
    {
      name: 'booking',
      path: business.links.book,
      budgetKb: BUDGET_KB.booking,
      ready: 'main button',
    },
    {
      name: 'manage booking',
      path: `/bookingflow/booking?token=${booking.manageToken}`,
      budgetKb: BUDGET_KB.booking,
      indexable: false,
      ready: 'main h1',
    },
    { name: 'login', path: '/login', budgetKb: BUDGET_KB.login, ready: 'input[type="password"]' },
    {
      name: 'business page (/shops/<id>)',
      path: `/shops/${business.publicId}`,
      budgetKb: BUDGET_KB.shop,
      ready: '[data-testid="shop-wait"]',
    },
    {
      name: 'directory (/shops)',
      path: '/shops',
      budgetKb: BUDGET_KB.shop,
      ready: 'main a[href^="/shops/"]',
    },
  ];
}
