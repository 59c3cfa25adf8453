import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/**
 * The built web app. This file sits at apps/server/src/config.ts and, bundled, at
 * apps/server/dist/main.js: both are two levels below apps/, so one relative path serves both.
 */
const DEFAULT_WEB_DIST = fileURLToPath(new URL('../../web/dist', import.meta.url));

const optionalUrl = (protocols: string[]) =>
  z
    .url({ protocol: new RegExp(`^(${protocols.join('|')})$`) })
    .optional()
    .describe(`a URL (${protocols.join(', ')})`);

const ZEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: optionalUrl(['postgres', 'postgresql']),
  REDIS_URL: optionalUrl(['redis', 'rediss']),
  SMTP_URL: optionalUrl(['smtp', 'smtps']),
  PUBLIC_URL: optionalUrl(['http', 'https']),
  MAIL_FROM: z.string().min(3).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WEB_DIST: z.string().min(1).default(DEFAULT_WEB_DIST),
  QTIFY_TEST_ROUTES: z.enum(['0', '1']).default('0'),
  TEMP_ACCOUNT_TTL_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 365)
    .default(24),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[\d.:a-fA-F/, ]+)$/)
    .optional()
    .describe('true, or a comma-separated list of proxy addresses/CIDRs'),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl?: string;
  redisUrl?: string;
  smtpUrl?: string;
  /** Sender of outgoing mail, e.g. `Qtify <no-reply@qtify.example>`; derived from PUBLIC_URL when unset. */
  mailFrom?: string;
  /** The site origin without a trailing slash, e.g. https://qtify.example. */
  publicUrl?: string;
  /** Absolute path of the PGlite data directory, or 'memory://' for an in-memory database. */
  dataDir: string;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  nodeEnv: z.infer<typeof ZEnv>['NODE_ENV'];
  /** Absolute path of the built web app; it need not exist. */
  webDist: string;
  /** Test-only routes under /api/test (QTIFY_TEST_ROUTES=1); never set in production. */
  testRoutes: boolean;
  /** A temporary (guest) account is deleted this long after its last activity. */
  tempAccountTtlHours: number;
  /**
   * Fastify's trustProxy: behind a load balancer, request.ip must be the client's address, or the
   * per-IP login limit would count every visitor as one. Unset: trust no proxy.
   */
  trustProxy?: true | string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Parses the environment; throws a ConfigError that names every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`PORT=`) means "not set", as in most .env tooling.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const result = ZEnv.safeParse(present);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      const description = ZEnv.shape[name as keyof typeof ZEnv.shape]?.description;
      return `  ${name}=${JSON.stringify(env[name])}: ${issue.message}${description ? ` (expected ${description})` : ''}`;
    });
    throw new ConfigError(`Invalid environment:\n${lines.join('\n')}`);
  }
  const e = result.data;
  return {
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: e.PUBLIC_URL ? new URL(e.PUBLIC_URL).origin : undefined,
    dataDir: e.DATA_DIR === 'memory://' ? e.DATA_DIR : path.resolve(e.DATA_DIR),
    logLevel: e.LOG_LEVEL,
    nodeEnv: e.NODE_ENV,
    webDist: path.resolve(e.WEB_DIST),
    testRoutes: e.QTIFY_TEST_ROUTES === '1',
    tempAccountTtlHours: e.TEMP_ACCOUNT_TTL_HOURS,
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
  };
}

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return undefined;
  if (value === 'true') return true;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Whether the web app has been built into `webDist`. */
export function hasWebBuild(config: Pick<Config, 'webDist'>): boolean {
  return existsSync(path.join(config.webDist, 'index.html'));
}
