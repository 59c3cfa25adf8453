import { type ErrorBody, ErrorCode } from '@qtify/shared/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { isConnectionLoss } from '../db/is-connection-loss';
import { AppError } from '../errors/app-error';
import { databaseUnavailable } from '../errors/database-unavailable';
import { RequestValidationError } from '../errors/request-validation-error';
import { API_HEADERS } from './security-headers';

/** Codes for the statuses fastify and its plugins raise themselves (bad JSON, 413, 415 …). */
const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: ErrorCode.VALIDATION,
  401: ErrorCode.UNAUTHENTICATED,
  403: ErrorCode.FORBIDDEN,
  404: ErrorCode.NOT_FOUND,
  405: ErrorCode.METHOD_NOT_ALLOWED,
  409: ErrorCode.CONFLICT,
  413: ErrorCode.PAYLOAD_TOO_LARGE,
  415: ErrorCode.UNSUPPORTED_MEDIA_TYPE,
  429: ErrorCode.RATE_LIMITED,
  503: ErrorCode.SERVICE_UNAVAILABLE,
};

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { success: false, error: fields ? { code, message, fields } : { code, message } };
}

/** Classifies any thrown value into status + body. Only AppError and fastify's own 4xx keep their message. */
function describe(error: unknown): { status: number; body: ErrorBody } {
  if (!(error instanceof Error))
    return { status: 500, body: errorBody(ErrorCode.INTERNAL, 'Internal error') };
  if (error instanceof AppError) {
    const body = errorBody(error.code, error.message, error.fields);
    if (error.challenge !== undefined) body.error.challenge = error.challenge;
    return { status: error.status, body };
  }
  if (error instanceof RequestValidationError) {
    return { status: 400, body: errorBody(ErrorCode.VALIDATION, error.message, error.fields) };
  }
  const status = 'statusCode' in error ? Number(error.statusCode) : 500;
  const isFastifyOwn = 'code' in error && typeof error.code === 'string' && error.code.startsWith('FST_');
  if (status >= 400 && status < 500 && !isResponseSerializationError(error)) {
    const code = CODE_BY_STATUS[status] ?? 'BAD_REQUEST';
    return { status, body: errorBody(code, isFastifyOwn ? error.message : code) };
  }
  // 5xx, and anything without a status: a bug. Its message may hold SQL, paths or secrets.
  return { status: 500, body: errorBody(ErrorCode.INTERNAL, 'Internal error') };
}

function handleError(
  this: FastifyInstance,
  thrown: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const error = isConnectionLoss(thrown) ? databaseUnavailable(thrown) : thrown;
  const { status, body } = describe(error);
  if (error instanceof AppError && error.headers) reply.headers(error.headers);
  if (status === 503) {
    // Expected while PostgreSQL restarts: a warning with the cause's code, not an error per request.
    request.log.warn({ err: error.cause ?? error }, 'request failed: database unavailable');
  } else if (status >= 500) {
    request.log.error({ err: error }, 'request failed');
  } else {
    request.log.info({ code: body.error.code, fields: body.error.fields }, 'request refused');
  }
  return reply.status(status).send(body);
}

/**
 * Fastify's `frameworkErrors` option: failures of the router itself (a path parameter with a broken
 * percent escape, FST_ERR_BAD_URL; one longer than maxParamLength, FST_ERR_MAX_PARAM_LENGTH) happen
 * before any route or error handler, and Fastify would answer them in its own shape.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const { status, body } = describe(error);
  request.log.info({ code: error.code }, 'request refused by the router');
  // No onRequest hook ran, so no security header is set yet: the API's set, since this is its shape.
  return reply.status(status).headers(API_HEADERS).send(body);
}

/** The one error handler: every failure answers API.md's error shape. Set on the root instance. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler(handleError);
}
