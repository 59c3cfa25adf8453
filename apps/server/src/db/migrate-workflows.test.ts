import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate';

/** The real migrations before `version`, in a directory of their own. */
function migrationsBefore(version: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qtify-migrations-'));
  for (const migration of readMigrations().filter((m) => m.name < version))
    copyFileSync(path.join(MIGRATIONS_DIR, `${migration.name}.sql`), path.join(dir, `${migration.name}.sql`));
  return dir;
}

/** The rows of a query (both drivers answer `{ rows }`). */
async function rowsOf<T>(t: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const PRAXIS = '00000000-0000-4000-8000-000000000001';
const SALON = '00000000-0000-4000-8000-000000000002';

describe('migration 0027 (visit workflows)', () => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDatabase({ migrated: false });
    dir = migrationsBefore('0027');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.destroy();
  });

  it('gives every business its default workflow and every existing entry, finished ones too, its line', async () => {
    await migrate(t.database, dir);
    const db = t.database.db;
    await db.execute(sql`INSERT INTO businesses (id, public_id, name) VALUES
      (${PRAXIS}, 'abcdefghjk', 'Praxis'), (${SALON}, 'bcdefghjkm', 'Salon')`);
    await db.execute(
      sql`INSERT INTO patients (business_id, first_name, last_name) VALUES (${PRAXIS}, 'Anna', 'Berger')`,
    );
    await db.execute(sql`INSERT INTO queue_entries (business_id, patient_id, status, sort_key)
      SELECT ${PRAXIS}, id, 'checkIn', 1 FROM patients`);
    await db.execute(sql`INSERT INTO queue_entries (business_id, patient_id, status, outcome, finished_at, sort_key)
      SELECT ${PRAXIS}, id, 'done', 'treated', now(), 2 FROM patients`);

    expect(await migrate(t.database)).toContain('0027_workflows');

    const workflows = await rowsOf<{
      business_id: string;
      is_default: boolean;
      ticket_prefix: string;
      stages: number;
    }>(
      t,
      sql`SELECT w.business_id, w.is_default, w.ticket_prefix, count(s.id)::int AS stages
        FROM workflows w JOIN workflow_stages s ON s.workflow_id = w.id GROUP BY w.id ORDER BY w.business_id`,
    );
    expect(workflows).toEqual([
      { business_id: PRAXIS, is_default: true, ticket_prefix: 'A', stages: 1 },
      { business_id: SALON, is_default: true, ticket_prefix: 'A', stages: 1 },
    ]);
    const entries = await rowsOf<{ status: string; in_default: boolean }>(
      t,
      sql`SELECT e.status, (w.is_default AND s.workflow_id = w.id) AS in_default
        FROM queue_entries e JOIN workflows w ON w.id = e.workflow_id JOIN workflow_stages s ON s.id = e.stage_id
        ORDER BY e.sort_key`,
    );
    expect(entries).toEqual([
      { status: 'checkIn', in_default: true },
      { status: 'done', in_default: true },
    ]);
  });

  it('puts an entry written without a line in the default line, and knows the called status', async () => {
    const db = t.database.db;
    await db.execute(sql`INSERT INTO queue_entries (business_id, patient_id, status, sort_key)
      SELECT ${PRAXIS}, id, 'called', 3 FROM patients`);
    const [row] = await rowsOf<{ stage_id: string | null }>(
      t,
      sql`SELECT stage_id FROM queue_entries WHERE sort_key = 3`,
    );
    expect(row?.stage_id).toEqual(expect.any(String));
    await expect(
      db.execute(sql`UPDATE queue_entries SET status = 'lost' WHERE sort_key = 3`),
    ).rejects.toThrow();
  });
});
