import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Budget,
  FAILED_LOGINS_PER_ADDRESS,
  MAX_OPEN_BOOKINGS_PER_CONTACT,
  PLACE_BOOKING_BUDGET,
  PLACE_JOIN_BUDGET,
  PUBLIC_MAILS_PER_RECIPIENT,
  RESET_REQUESTS_PER_ADDRESS,
  SIGNUPS_PER_ADDRESS,
} from '@qtify/shared/domain/abuse-limits';
import { DEFAULT_PUSH_SERVICES, PUSH_SERVICE_PATTERN } from '@qtify/shared/domain/push-endpoint';
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
  // Limits of public writes (README "Running in production"); defaults in packages/shared abuse-limits.ts.
  LIMIT_JOINS_PER_PLACE: z.coerce.number().int().min(1).max(100_000).default(PLACE_JOIN_BUDGET.max),
  LIMIT_BOOKINGS_PER_PLACE: z.coerce.number().int().min(1).max(100_000).default(PLACE_BOOKING_BUDGET.max),
  LIMIT_OPEN_BOOKINGS_PER_CONTACT: z.coerce
    .number()
    .int()
    .min(1)
    .max(1000)
    .default(MAX_OPEN_BOOKINGS_PER_CONTACT),
  LIMIT_MAILS_PER_RECIPIENT: z.coerce.number().int().min(1).max(1000).default(PUBLIC_MAILS_PER_RECIPIENT.max),
  LIMIT_SIGNUPS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(SIGNUPS_PER_ADDRESS.max),
  LIMIT_RESETS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(RESET_REQUESTS_PER_ADDRESS.max),
  LIMIT_FAILED_LOGINS_PER_ADDRESS: z.coerce
    .number()
    .int()
    .min(1)
    .max(100_000)
    .default(FAILED_LOGINS_PER_ADDRESS.max),
  PUSH_SERVICES: z
    .string()
    .transform((value) =>
      value
        .split(',')
        .map((entry) => entry.trim().toLowerCase())
        .filter(Boolean),
    )
    .pipe(z.array(z.string().regex(PUSH_SERVICE_PATTERN)).min(1))
    .optional()
    .describe('a comma-separated list of push service hosts, e.g. fcm.googleapis.com,*.push.apple.com'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d{1,2}|[\w.:/, ]+)$/)
    .optional()
    .describe(
      'true (proxies on loopback or private addresses), a number of proxy hops, or a comma-separated list of proxy addresses/CIDRs',
    ),
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
   * per-IP limits would count every visitor as one. The client address is the right-most address
   * of X-Forwarded-For that is not a trusted proxy, so a client cannot choose it by sending the
   * header itself. A list of addresses/CIDRs (or proxy-addr's names loopback, linklocal,
   * uniquelocal), or a number of hops. Unset: trust no proxy.
   */
  trustProxy?: string[] | number;
  /**
   * Hosts a patient's browser may register as its Web Push endpoint (`*.` any subdomain): the
   * server POSTs to it, so nothing else may be one (PUSH_SERVICES; default the browsers' services).
   */
  pushServices: readonly string[];
  /**
   * Delivery of finished bills to a business's webhook (issue 22). Loopback addresses are refused
   * unless `allowLoopback` (tests only: no variable sets it); `ca` is an extra trusted certificate
   * (the tests' loopback HTTPS server). A failed delivery is retried with growing delays from
   * `retryDelaySeconds`.
   */
  billWebhooks: { allowLoopback: boolean; ca?: string; retryDelaySeconds: number; timeoutMs: number };
  /** Limits of the public pages (issue 16); an operator changes the counts with LIMIT_* variables. */
  limits: {
    /** Self-registrations per place before a join needs a solved challenge. */
    placeJoins: Budget;
    /** Public bookings per place before a booking needs a solved challenge. */
    placeBookings: Budget;
    /** Open future bookings per phone number and per e-mail address at one place. */
    openBookingsPerContact: number;
    /** Mails public actions may send to one address per window. */
    mailsPerRecipient: Budget;
    /** Sign-ups per client address (an IPv6 /64) per window. */
    signupsPerAddress: Budget;
    /** Forgot-password requests per client address per window (besides 5 an hour per e-mail). */
    resetRequestsPerAddress: Budget;
    /** Failed logins per client address per window, whatever the account; then 429 for that address. */
    failedLoginsPerAddress: Budget;
  };
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
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError(
      'PUBLIC_URL is required in production: set it to the address patients and staff open, e.g. ' +
        'PUBLIC_URL=https://wartezimmer.example.at. Links in mails and QR codes are built from it, never ' +
        'from a request header.',
    );
  }
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
    pushServices: e.PUSH_SERVICES ?? DEFAULT_PUSH_SERVICES,
    billWebhooks: { allowLoopback: false, retryDelaySeconds: 30, timeoutMs: 10_000 },
    limits: {
      placeJoins: { ...PLACE_JOIN_BUDGET, max: e.LIMIT_JOINS_PER_PLACE },
      placeBookings: { ...PLACE_BOOKING_BUDGET, max: e.LIMIT_BOOKINGS_PER_PLACE },
      openBookingsPerContact: e.LIMIT_OPEN_BOOKINGS_PER_CONTACT,
      mailsPerRecipient: { ...PUBLIC_MAILS_PER_RECIPIENT, max: e.LIMIT_MAILS_PER_RECIPIENT },
      signupsPerAddress: { ...SIGNUPS_PER_ADDRESS, max: e.LIMIT_SIGNUPS_PER_ADDRESS },
      resetRequestsPerAddress: { ...RESET_REQUESTS_PER_ADDRESS, max: e.LIMIT_RESETS_PER_ADDRESS },
      failedLoginsPerAddress: { ...FAILED_LOGINS_PER_ADDRESS, max: e.LIMIT_FAILED_LOGINS_PER_ADDRESS },
    },
  };
}

/**
 * `true` used to trust every hop, which made the left-most X-Forwarded-For entry (the client's own
 * words) the address. It now trusts the proxies a deployment normally has in front: loopback and
 * the private ranges (10/8, 172.16/12, 192.168/16, fc00::/7, link-local).
 */
const TRUSTED_WHEN_TRUE = ['loopback', 'linklocal', 'uniquelocal'];

function parseTrustProxy(value: string | undefined): Config['trustProxy'] {
  if (value === undefined || value === 'false') return undefined;
  if (value === 'true') return TRUSTED_WHEN_TRUE;
  if (/^\d{1,2}$/.test(value)) return Number(value) || undefined;
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** Whether the web app has been built into `webDist`. */
export function hasWebBuild(config: Pick<Config, 'webDist'>): boolean {
  return existsSync(path.join(config.webDist, 'index.html'));
}
