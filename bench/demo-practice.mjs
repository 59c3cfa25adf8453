// The demo practice of bench/memory.mjs, seeded through the staff API of a running server: a
// business with 5 doctors (Mon–Fri 08:00–16:00 UTC), 3 appointment types, 300 appointments from next
// Monday and 200 queue entries at the desk, 150 of them treated.
import { randomBytes } from 'node:crypto';

const PASSWORD = 'Wartezimm3r!Linz';

function client(url) {
  let token;
  const call = async (method, path, body, expected) => {
    const res = await fetch(`${url}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await res.text();
    if (res.status !== expected)
      throw new Error(`${method} ${path} answered ${res.status}: ${text.slice(0, 300)}`);
    return text ? JSON.parse(text) : null;
  };
  return {
    call,
    setToken: (value) => {
      token = value;
    },
  };
}

/** Letters only, so generated names pass the name rules: 0 → "Aa", 1 → "Ab", … */
const nameOf = (n) =>
  `${String.fromCharCode(65 + (Math.floor(n / 676) % 26))}${String.fromCharCode(97 + (Math.floor(n / 26) % 26))}${String.fromCharCode(97 + (n % 26))}`;

/** The demo practice, through the staff API. Times are UTC (the business's zone), from next Monday. */
export async function seedDemo(url) {
  const api = client(url);
  const email = `bench.memory.${randomBytes(4).toString('hex')}@example.com`;
  const { data } = await api.call(
    'POST',
    '/api/auth/signup',
    { firstName: 'Bench', lastName: 'Memory', email, password: PASSWORD, passwordRepeat: PASSWORD },
    201,
  );
  api.setToken(data);
  const { business } = await api.call(
    'POST',
    '/api/businesses',
    { name: 'Ordination Demo', industry: 'medical', timeZone: 'UTC' },
    201,
  );
  const base = `/api/businesses/${business.id}`;
  const week = [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '08:00', end: '16:00' }));
  const doctorIds = [];
  for (let i = 0; i < 5; i++) {
    const { doctor } = await api.call(
      'POST',
      `${base}/doctors`,
      { name: `Dr. ${nameOf(i)}`, specialty: 'Allgemein' },
      201,
    );
    await api.call('PUT', `${base}/doctors/${doctor.id}/working-times`, week, 200);
    doctorIds.push(doctor.id);
  }
  const types = [];
  for (const [title, minutes] of [
    ['Kontrolle', 30],
    ['Erstgespräch', 60],
    ['Impfung', 30],
  ]) {
    const { appointmentType } = await api.call(
      'POST',
      `${base}/appointment-types`,
      { title, durationMinutes: minutes, color: '#2196F3', doctorIds },
      201,
    );
    types.push(appointmentType);
  }
  // 300 half-hour appointments on the doctors' grid, next Monday onwards (16 a day per doctor).
  const now = new Date();
  const monday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  monday.setUTCDate(monday.getUTCDate() + ((8 - (monday.getUTCDay() || 7)) % 7 || 7));
  for (let i = 0; i < 300; i++) {
    const slot = Math.floor(i / 5);
    const day = Math.floor(slot / 16);
    const start = new Date(monday.getTime() + (Math.floor(day / 5) * 7 + (day % 5)) * 86_400_000);
    start.setUTCMinutes(8 * 60 + (slot % 16) * 30);
    await api.call(
      'POST',
      `${base}/appointments`,
      {
        typeId: types[i % 2 === 0 ? 0 : 2].id,
        doctorId: doctorIds[i % 5],
        start: start.toISOString(),
        firstName: 'Demo',
        lastName: `Patient ${nameOf(i)}`,
        phone: `+43 660 ${String(1_000_000 + i)}`,
        // The grid is in UTC, the week in Vienna's time: some fall outside it, as staff may book.
        override: true,
      },
      201,
    );
  }
  // 200 patients at the desk; 150 of them called in and treated.
  for (let i = 0; i < 200; i++) {
    const { entry } = await api.call(
      'POST',
      `${base}/queue`,
      { firstName: 'Wartend', lastName: `Patient ${nameOf(i)}` },
      201,
    );
    if (i < 150) {
      await api.call('PATCH', `${base}/queue/${entry.id}`, { status: 'inTreatment' }, 200);
      await api.call('PATCH', `${base}/queue/${entry.id}`, { status: 'done' }, 200);
    }
  }
}
