import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer } from '../../../test/accounts';
import { type BookableBusiness, createBookableBusiness } from '../../../test/bookable-business';
import { insertPatient } from '../../../test/patients';
import { createTestApp, type TestApp } from '../../../test/test-app';

describe('the order of a name search', () => {
  let t: TestApp;
  let b: BookableBusiness;

  const names = async (q: string) => {
    const res = await t.app.inject({
      url: `/api/businesses/${b.business.id}/patients?q=${encodeURIComponent(q)}`,
      headers: bearer(b.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { patients: { firstName: string; lastName: string }[] }).patients.map(
      (p) => `${p.firstName} ${p.lastName}`,
    );
  };

  beforeAll(async () => {
    t = await createTestApp();
    b = await createBookableBusiness(t.app);
    // Inserted so that neither the insertion order nor the name order is the expected one.
    for (const [firstName, lastName] of [
      ['Alois', 'Schuber'],
      ['Aaron', 'Hubber'],
      ['Zacharias', 'Huberbauer'],
      ['Anna', 'Huber'],
    ] as const) {
      await insertPatient(t.database.db, b.business.id, { firstName, lastName });
    }
  });
  afterAll(() => t.close());

  it('lists names with a word starting with the text first, then names containing it, then typos, each by name', async () => {
    expect(await names('Huber')).toEqual([
      'Anna Huber',
      'Zacharias Huberbauer',
      'Alois Schuber',
      'Aaron Hubber',
    ]);
  });
});
