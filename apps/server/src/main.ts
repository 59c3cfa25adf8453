import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { installGracefulShutdown } from './shutdown';

/** Start-up: configuration → database → migrations → HTTP. Any failure exits 1 with the reason. */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config);
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  try {
    await migrate(database);
    app = await buildApp(config, { database, runJobs: true });
    // Fastify logs one line per network interface; we log a single one with the address to open.
    const level = app.log.level;
    app.log.level = 'warn';
    const address = await app.listen({ port: config.port, host: config.host });
    app.log.level = level;
    const url = config.publicUrl ?? address.replace('0.0.0.0', 'localhost');
    app.log.info({ url, database: database.kind }, `Qtify listening on ${url} (${database.kind})`);
  } catch (error) {
    await app?.close().catch(() => {});
    await database.close().catch(() => {});
    throw error;
  }
  installGracefulShutdown(app, database);
}

main().catch((error: unknown) => {
  // The logger may not exist yet (bad configuration), so the reason goes to stderr directly.
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
