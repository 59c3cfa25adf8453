import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { bossDatabase } from './boss-database';

describe("pg-boss's statements on the app's database", () => {
  let t: TestDatabase;
  beforeAll(async () => {
    t = await createTestDatabase();
  });
  afterAll(() => t.destroy());

  it('answers a statement with parameters, and a script with the rows of its last statement', async () => {
    const { db } = bossDatabase(t.database);
    expect((await db.executeSql('SELECT $1::int + 1 AS n', [41])).rows).toEqual([{ n: 42 }]);
    expect((await db.executeSql('SELECT 1 AS first; SELECT 2 AS last', [])).rows).toEqual([{ last: 2 }]);
  });

  it('runs a script in BEGIN … COMMIT all or nothing, and a failed one leaves the session usable', async () => {
    const { db } = bossDatabase(t.database);
    await db.executeSql(
      'BEGIN;\nCREATE TABLE boss_probe (id int);\nINSERT INTO boss_probe VALUES (1);\nCOMMIT;',
      [],
    );
    await expect(
      db.executeSql('BEGIN;\nINSERT INTO boss_probe VALUES (2);\nSELECT * FROM no_such_table;\nCOMMIT;', []),
    ).rejects.toThrow(/no_such_table/);
    // An aborted transaction left open would refuse every statement of the app from now on.
    for (let i = 0; i < 12; i++) {
      expect((await db.executeSql('SELECT count(*)::int AS n FROM boss_probe', [])).rows).toEqual([{ n: 1 }]);
    }
  });

  it('waits for statements in flight when drained, and answers nothing once closed', async () => {
    const boss = bossDatabase(t.database);
    let done = false;
    void boss.db.executeSql('SELECT pg_sleep(0.2)', []).then(() => {
      done = true;
    });
    await boss.drain();
    expect(done).toBe(true);
    boss.close();
    expect((await boss.db.executeSql('SELECT 1 AS n', [])).rows).toEqual([]);
  });
});
