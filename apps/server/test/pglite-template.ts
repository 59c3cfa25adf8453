import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';

/** The installed PGlite's package.json (its exports map hides it from a plain import). */
function pgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const packageJson = path.join(path.dirname(entry), '..', 'package.json');
  return JSON.parse(readFileSync(packageJson, 'utf8')).version;
}

/**
 * A freshly initialised, empty PGlite data dir as a tarball, cached in the temp dir per PGlite
 * version. initdb takes seconds on every PGlite start; loading this dump takes well under one,
 * which is what makes "a fresh database per test file" affordable. Nothing is migrated in it.
 */
export async function pgliteTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `qtify-pglite-template-${pgliteVersion()}.tar`);
  if (!existsSync(file)) {
    const client = await PGlite.create({ extensions: { btree_gist } });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Write then rename: test files in parallel workers may build it at the same time.
    const partial = `${file}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}
