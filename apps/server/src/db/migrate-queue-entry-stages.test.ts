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

async function rowsOf<T>(t: TestDatabase, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** A time of the history as UTC text (the two drivers answer timestamps differently). */
const utc = (column: string) => sql.raw(`(h.${column} AT TIME ZONE 'UTC')::text AS ${column}`);

const PRAXIS = '00000000-0000-4000-8000-000000000001';

describe('migration 0032 (the stages a visit passed)', () => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDatabase({ migrated: false });
    dir = migrationsBefore('0032');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.destroy();
  });

  it('gives every existing entry one visit of the stage it is (or ended) at, with its times', async () => {
    await migrate(t.database, dir);
    const db = t.database.db;
    await db.execute(
      sql`INSERT INTO businesses (id, public_id, name) VALUES (${PRAXIS}, 'abcdefghjk', 'Praxis')`,
    );
    await db.execute(
      sql`INSERT INTO patients (business_id, first_name, last_name) VALUES (${PRAXIS}, 'Anna', 'Berger')`,
    );
    await db.execute(sql`INSERT INTO queue_entries (business_id, patient_id, status, sort_key, created_at)
      SELECT ${PRAXIS}, id, 'checkIn', 1, '2026-03-02T08:00:00Z' FROM patients`);
    await db.execute(sql`INSERT INTO queue_entries (business_id, patient_id, status, outcome, sort_key,
        created_at, called_at, finished_at)
      SELECT ${PRAXIS}, id, 'done', 'treated', 2, '2026-03-02T08:00:00Z', '2026-03-02T08:10:00Z',
        '2026-03-02T08:25:00Z' FROM patients`);

    expect(await migrate(t.database)).toContain('0032_queue_entry_stages');

    const visits = await rowsOf<Record<string, unknown>>(
      t,
      sql`SELECT e.status, h.stage_id = e.stage_id AS same_stage, h.stage_name, ${utc('entered_at')}, ${utc('called_at')},
          ${utc('left_at')}, h.outcome
        FROM queue_entry_stages h JOIN queue_entries e ON e.id = h.entry_id ORDER BY e.sort_key`,
    );
    expect(visits).toEqual([
      {
        status: 'checkIn',
        same_stage: true,
        stage_name: '',
        entered_at: '2026-03-02 08:00:00',
        called_at: null,
        left_at: null,
        outcome: null,
      },
      {
        status: 'done',
        same_stage: true,
        stage_name: '',
        entered_at: '2026-03-02 08:00:00',
        called_at: '2026-03-02 08:10:00',
        left_at: '2026-03-02 08:25:00',
        outcome: 'treated',
      },
    ]);
  });

  it('records the visits of entries written after it, straight into the table too', async () => {
    const db = t.database.db;
    await db.execute(sql`INSERT INTO queue_entries (business_id, patient_id, status, sort_key)
      SELECT ${PRAXIS}, id, 'checkIn', 3 FROM patients`);
    await db.execute(sql`UPDATE queue_entries SET status = 'done', outcome = 'cancelled',
        finished_at = '2026-03-03T09:00:00Z' WHERE sort_key = 3`);
    const [visit] = await rowsOf<Record<string, unknown>>(
      t,
      sql`SELECT ${utc('left_at')}, h.outcome FROM queue_entry_stages h JOIN queue_entries e ON e.id = h.entry_id
        WHERE e.sort_key = 3`,
    );
    expect(visit).toEqual({ left_at: '2026-03-03 09:00:00', outcome: 'cancelled' });
  });
});
