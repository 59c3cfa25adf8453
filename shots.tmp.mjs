import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

const port = 3131;
const url = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(join(tmpdir(), 'public-shots-'));
const server = spawn(process.execPath, ['apps/server/dist/main.js'], {
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: 'true' },
  stdio: 'inherit',
});
for (let i = 0; i < 100; i++) { try { if ((await fetch(`${url}/api/health`)).ok) break; } catch {} await new Promise((r) => setTimeout(r, 200)); }
let ip = 0;
const api = async (method, path, body, token) => {
  const res = await fetch(`${url}${path}`, { method, headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${++ip}`, ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await res.text();
  if (res.status >= 300) console.log(method, path, res.status, text.slice(0, 200));
  return text ? JSON.parse(text) : undefined;
};
async function practice(industry, name) {
  const pw = 'Wartezimm3r!Linz';
  const { data: token } = await api('POST', '/api/auth/signup', { firstName: 'Ana', lastName: 'Berger', email: `shots.${industry}.${Date.now()}@example.com`, password: pw, passwordRepeat: pw, languageId: 'de' });
  const { business } = await api('POST', '/api/businesses', { name, industry }, token);
  const base = `/api/businesses/${business.id}`;
  const { doctor } = await api('POST', `${base}/doctors`, industry === 'restaurant' ? { name: 'Tisch 1', partySize: 4 } : { name: 'Dr. Maria Berger', specialty: 'Allgemeinmedizin' }, token);
  await api('PUT', `${base}/doctors/${doctor.id}/working-times`, [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, start: '08:00', end: '18:00' })), token);
  const { appointmentType } = await api('POST', `${base}/appointment-types`, { title: industry === 'restaurant' ? 'Abendessen' : 'Kontrolle', durationMinutes: 30, color: '#2196f3', doctorIds: [doctor.id] }, token);
  const { slots } = await api('GET', `/api/public/businesses/${business.publicId}/slots?typeId=${appointmentType.id}`);
  // A known patient (staff), then her online booking with another e-mail, then a small flood.
  await api('POST', `${base}/appointments`, { typeId: appointmentType.id, doctorId: doctor.id, start: slots[0].start, firstName: 'Eva', lastName: 'Huber', phone: '+43 660 1234567', email: 'eva@huber.example' }, token);
  await api('POST', `/api/public/businesses/${business.publicId}/bookings`, { typeId: appointmentType.id, doctorId: doctor.id, start: slots[1].start, firstName: 'Eva', lastName: 'Huber', phone: '+43 660 1234567', email: 'eva.neu@mail.example' });
  for (let i = 2; i < 7; i++) await api('POST', `/api/public/businesses/${business.publicId}/bookings`, { typeId: appointmentType.id, doctorId: doctor.id, start: slots[i].start, firstName: 'Flut', lastName: `Nummer${i}`, phone: `+43 660 100000${i}` });
  return { token, business, slots, type: appointmentType };
}
const med = await practice('medical', 'Ordination Dr. Berger');
const rest = await practice('restaurant', 'Trattoria Bella');
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
async function open(viewport, token, language) {
  const context = await browser.newContext({ viewport, locale: language === 'en' ? 'en-US' : 'de-DE', baseURL: url });
  const page = await context.newPage();
  await page.addInitScript(([value, lang]) => { localStorage.setItem('auth.token', value); localStorage.setItem('auth.tokenType', 'Bearer'); localStorage.setItem('qtify.language', lang); }, [token ?? '', language]);
  return page;
}
const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
for (const [label, p, lang, vp] of [['med-de-desktop', med, 'de', desktop], ['med-en-phone', med, 'en', phone], ['rest-de-desktop', rest, 'de', desktop], ['med-de-phone', med, 'de', phone]]) {
  const page = await open(vp, p.token, lang);
  await page.goto('/waitingRoom/OrdinationCalendar');
  await page.waitForTimeout(1500);
  await page.screenshot({ path: `/tmp/public-shots/calendar-${label}.png` });
  const bulk = page.getByRole('button', { name: /Online-/ }).or(page.getByRole('button', { name: /online/i })).first();
  await bulk.click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/public-shots/bulk-${label}.png` });
  await page.getByRole('dialog').getByRole('button').filter({ hasText: /suchen|Find/ }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/public-shots/bulk-found-${label}.png` });
  await page.keyboard.press('Escape');
  await page.waitForTimeout(300);
  // The online booking of the known patient: its details show the new contact.
  const event = page.locator('.fc-event').filter({ hasText: 'Eva Huber' }).nth(1);
  if (await event.count()) {
    await event.click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/public-shots/details-${label}.png` });
  }
  await page.context().close();
}
// The booking page: the limit at the phone field.
{
  const page = await open(phone, '', 'de');
  await page.goto(`/bookingflow/bookAppointment?b=${med.business.publicId}`);
  await page.getByRole('button', { name: /Kontrolle/ }).click();
  await page.locator('main section').first().getByRole('button').first().click();
  await page.getByRole('textbox', { name: 'Vorname' }).fill('Flut');
  await page.getByRole('textbox', { name: 'Nachname' }).fill('Nummer2');
  await page.getByRole('textbox', { name: 'Telefonnummer' }).fill('+43 660 1000002');
  // two open bookings of this phone needed: book one more by API
  await api('POST', `/api/public/businesses/${med.business.publicId}/bookings`, { typeId: med.type.id, start: med.slots[10].start, firstName: 'Flut', lastName: 'Nummer2', phone: '+43 660 1000002' });
  await page.getByRole('button', { name: 'Termin buchen' }).click();
  await page.waitForTimeout(1000);
  await page.screenshot({ path: '/tmp/public-shots/booking-limit-de-phone.png', fullPage: true });
  await page.goto(`/waitingRoom/patientnew?b=${med.business.publicId}`);
  await page.getByLabel('Vor- und Nachname').fill('Anna www.gewinn.example');
  await page.getByRole('button', { name: /anmelden/ }).click();
  await page.waitForTimeout(500);
  await page.screenshot({ path: '/tmp/public-shots/join-link-de-phone.png' });
  await page.context().close();
}
await browser.close();
server.kill('SIGTERM');
