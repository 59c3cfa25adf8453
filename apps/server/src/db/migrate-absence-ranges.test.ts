import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate';
import { absences } from './schema/doctors';

/** The real migrations before `version`, in a directory of their own. */
function migrationsBefore(version: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qtify-migrations-'));
  for (const migration of readMigrations().filter((m) => m.name < version))
    copyFileSync(path.join(MIGRATIONS_DIR, `${migration.name}.sql`), path.join(dir, `${migration.name}.sql`));
  return dir;
}

describe('migration 0017 (absence ranges)', () => {
  let t: TestDatabase;
  let dir: string;
  beforeAll(async () => {
    t = await createTestDatabase({ migrated: false });
    dir = migrationsBefore('0017');
  });
  afterAll(async () => {
    rmSync(dir, { recursive: true, force: true });
    await t.destroy();
  });

  it('turns every existing single-day absence into a range of that one day', async () => {
    await migrate(t.database, dir);
    const db = t.database.db;
    await db.execute(sql`INSERT INTO businesses (id, public_id, name)
      VALUES ('00000000-0000-4000-8000-000000000001', 'abcdefghjk', 'Praxis')`);
    await db.execute(sql`INSERT INTO doctors (id, business_id, name)
      VALUES ('00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', 'Dr. A')`);
    await db.execute(sql`INSERT INTO absences (doctor_id, date, all_day, start_minute, end_minute) VALUES
      ('00000000-0000-4000-8000-000000000002', '2026-03-09', true, NULL, NULL),
      ('00000000-0000-4000-8000-000000000002', '2026-03-10', false, 480, 600)`);
    expect(await migrate(t.database)).toContain('0017_absence_ranges');
    const rows = await db
      .select({ from: absences.date, to: absences.toDate, allDay: absences.allDay })
      .from(absences)
      .orderBy(absences.date);
    expect(rows).toEqual([
      { from: '2026-03-09', to: '2026-03-09', allDay: true },
      { from: '2026-03-10', to: '2026-03-10', allDay: false },
    ]);
    await expect(
      db.execute(sql`UPDATE absences SET to_date = '2026-03-01' WHERE date = '2026-03-09'`),
    ).rejects.toThrow();
  });
});
