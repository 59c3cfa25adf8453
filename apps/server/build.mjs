// Bundles the server into dist/main.js for `node apps/server/dist/main.js`.
// npm dependencies stay external (installed next to the bundle); the workspace package
// @qtify/shared is TypeScript source, so it is bundled in. Migrations are copied to dist/migrations,
// where src/db/migrate.ts looks for them relative to the bundle.
import { cpSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.resolve(root, process.argv[2] ?? 'dist');
const { dependencies = {} } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));

rmSync(path.join(outdir, 'main.js'), { force: true });
rmSync(path.join(outdir, 'migrations'), { recursive: true, force: true });
mkdirSync(outdir, { recursive: true });

await build({
  entryPoints: [path.join(root, 'src/main.ts')],
  outfile: path.join(outdir, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  // Marking a package external also covers its subpaths (e.g. @electric-sql/pglite/contrib/btree_gist).
  external: Object.keys(dependencies).filter((name) => !name.startsWith('@qtify/')),
  // Bundled CommonJS code may call require(); ESM output has none unless we provide it.
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'info',
});

cpSync(path.join(root, 'src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
console.log(`copied migrations to ${path.relative(process.cwd(), path.join(outdir, 'migrations'))}`);
