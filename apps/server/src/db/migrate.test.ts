import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { openDatabase } from './client';
import { MIGRATIONS_DIR, migrate, readMigrations } from './migrate';
import { schemaMigrations } from './schema/schema-migrations';

/** A migrations dir with the real migrations plus `extra` files (numbered 9xxx: after any real one). */
function migrationsWith(extra: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'qtify-migrations-'));
  for (const migration of readMigrations())
    copyFileSync(path.join(MIGRATIONS_DIR, `${migration.name}.sql`), path.join(dir, `${migration.name}.sql`));
  for (const [file, text] of Object.entries(extra)) writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('migrate', () => {
  let t: TestDatabase;
  const dirs: string[] = [];

  beforeAll(async () => {
    t = await createTestDatabase({ migrated: false });
  });
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });
  afterAll(() => t.destroy());

  it('applies every migration once and records it, so running it again changes nothing', async () => {
    const expected = readMigrations().map((migration) => migration.name);
    expect(expected[0]).toBe('0001_extensions');
    expect(await migrate(t.database)).toEqual(expected);
    expect(await migrate(t.database)).toEqual([]);
    const rows = await t.database.db.select().from(schemaMigrations).orderBy(schemaMigrations.version);
    expect(rows.map((row) => row.name)).toEqual(expected);
    expect(rows[0]?.appliedAt).toBeInstanceOf(Date);
  });

  it('installs btree_gist, so an exclusion constraint can forbid overlapping bookings', async () => {
    const connection = await t.database.connect();
    try {
      await expect(
        connection.transaction(async (tx) => {
          await tx.exec(`CREATE TEMP TABLE booking_probe (doctor int, during tstzrange,
            EXCLUDE USING gist (doctor WITH =, during WITH &&))`);
          await tx.exec(`INSERT INTO booking_probe VALUES (1, '[2025-03-30 08:00Z, 2025-03-30 09:00Z)')`);
          await tx.exec(`INSERT INTO booking_probe VALUES (1, '[2025-03-30 08:30Z, 2025-03-30 09:30Z)')`);
        }),
      ).rejects.toMatchObject({ code: '23P01' });
    } finally {
      connection.release();
    }
  });

  it('applies a new numbered file and nothing else', async () => {
    const dir = migrationsWith({ '9001_probe.sql': 'CREATE TABLE probe (id int PRIMARY KEY);' });
    dirs.push(dir);
    expect(await migrate(t.database, dir)).toEqual(['9001_probe']);
    await t.database.db.execute(sql`INSERT INTO probe VALUES (1)`);
  });

  it('rolls a failing migration back completely and does not record it', async () => {
    const dir = migrationsWith({
      '9001_probe.sql': 'CREATE TABLE probe (id int PRIMARY KEY);',
      '9002_broken.sql': 'CREATE TABLE half_done (id int);\nSELECT * FROM no_such_table;',
    });
    dirs.push(dir);
    await expect(migrate(t.database, dir)).rejects.toThrow(/no_such_table/);
    const versions = (await t.database.db.select().from(schemaMigrations)).map((row) => row.version);
    expect(versions).not.toContain('9002');
    await expect(t.database.db.execute(sql`SELECT * FROM half_done`)).rejects.toThrow();
  });

  it('refuses to run when an applied migration was edited', async () => {
    const original = migrationsWith({ '9003_edited.sql': 'CREATE TABLE edited (id int);' });
    const edited = migrationsWith({ '9003_edited.sql': 'CREATE TABLE edited (id bigint);' });
    dirs.push(original, edited);
    expect(await migrate(t.database, original)).toEqual(['9003_edited']);
    await expect(migrate(t.database, edited)).rejects.toThrow(/9003_edited was edited/);
  });

  it('ignores files that are not named NNNN_name.sql', () => {
    const dir = migrationsWith({ 'notes.md': '# no', '12_short.sql': 'SELECT 1;' });
    dirs.push(dir);
    const real = readMigrations().map((migration) => migration.name);
    expect(readMigrations(dir).map((migration) => migration.name)).toEqual(real);
  });
});

describe('two instances starting together', () => {
  let t: TestDatabase;

  beforeAll(async () => {
    t = await createTestDatabase({ migrated: false });
  });
  afterAll(() => t.destroy());

  it('take turns on the migration lock: one applies, the other finds nothing to do', async () => {
    // On PostgreSQL a second pool is a second instance; PGlite has one session, shared.
    const second = t.url ? await openDatabase({ databaseUrl: t.url, dataDir: 'memory://' }) : t.database;
    try {
      const results = await Promise.all([migrate(t.database), migrate(second)]);
      expect(results.flat()).toEqual(readMigrations().map((migration) => migration.name));
      const rows = await t.database.db.select().from(schemaMigrations);
      expect(rows).toHaveLength(readMigrations().length);
    } finally {
      if (second !== t.database) await second.close();
    }
  });
});
