import type { FastifyRequest } from 'fastify';
import type { DestinationStream, LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { Config } from '../config';
import { redactSecrets } from './redact-secrets';
import { serializeError } from './serialize-error';

/** Every value of the query string: search terms are names, reset links carry tokens (issue 16). */
const QUERY_VALUE = /([?&][^=&#]*=)[^&#]*/g;

/**
 * Paths whose segment after the prefix is a secret: a patient's entry token (it opens their waiting
 * room, /q/ is its short link), a booking's manage token (it cancels the appointment), and the
 * kiosk, display, patient-portal and invitation links of API.md's release 2.
 */
const SECRET_PATH =
  /^(\/api\/queue\/|\/api\/public\/bookings\/|\/q\/|\/api\/public\/kiosks\/|\/api\/public\/displays\/|\/display\/|\/kiosk\/|\/api\/patient-portal\/(?!me(?:[/?#]|$))|\/api\/invitations\/)[^/?#]+/;

/**
 * A URL as it may be logged: the path with token segments masked, and the query string's parameter
 * names without their values (`/api/…/patients?q=[Redacted]`).
 */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PATH, '$1[Redacted]').replace(QUERY_VALUE, '$1[Redacted]');
}

/** The line's own fields, secrets masked, and any Error in it serialized like `err`. */
function formatLine(line: Record<string, unknown>): Record<string, unknown> {
  const redacted = redactSecrets(line);
  let copy: Record<string, unknown> | undefined;
  for (const [key, value] of Object.entries(redacted)) {
    if (value instanceof Error && key !== 'err') {
      copy ??= { ...redacted };
      copy[key] = serializeError(value);
    }
  }
  return copy ?? redacted;
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
    formatters: { bindings: redactSecrets, log: formatLine },
    serializers: { req: serializeRequest, err: serializeError },
    ...(destination ? { stream: destination } : {}),
  };
}
