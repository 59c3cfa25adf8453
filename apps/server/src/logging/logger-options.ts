import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { redactSecrets, SECRET_KEYS } from './redact-secrets';

const SECRET_QUERY = new RegExp(`([?&](?:${SECRET_KEYS.join('|')})=)[^&#]*`, 'gi');

/**
 * Paths whose segment after the prefix is a secret: a patient's entry token (it opens their waiting
 * room, /q/ is its short link) and a booking's manage token (it cancels the appointment).
 */
const SECRET_PATH = /^(\/api\/queue\/|\/api\/public\/bookings\/|\/q\/)[^/?#]+/;

/** Masks secret query parameters (e.g. /reset-password?token=…) and token path segments in a logged URL. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[Redacted]').replace(SECRET_QUERY, '$1[Redacted]');
}

/** Fastify's own request serializer, minus secrets in the query string. */
function serializeRequest(request: FastifyRequest | Record<string, unknown>) {
  // Someone may log a plain object under `req`: redactSecrets has masked its headers already.
  if (typeof request.url !== 'string' || typeof request.method !== 'string') return request;
  return { method: request.method, url: redactUrl(request.url), remoteAddress: request.ip };
}

/**
 * Fastify's logger: JSON lines in production and tests, human-readable in development.
 * pino-pretty runs as a stream in this thread (not a transport worker) so the bundle needs no worker file.
 */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'nodeEnv'>,
  stream?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  const destination =
    stream ??
    (config.nodeEnv === 'development'
      ? pretty({ translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname', sync: true })
      : undefined);
  return {
    level: config.logLevel,
    // Secrets are masked when a line is written, not when a request's child logger is made.
    formatters: { bindings: redactSecrets, log: redactSecrets },
    serializers: { req: serializeRequest },
    ...(destination ? { stream: destination } : {}),
  };
}
