import { issuesToFields, zodIssueCode } from '@qtify/shared/schemas/issue-codes';
import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { RequestValidationError } from '../errors/request-validation-error';

/**
 * Like fastify-type-provider-zod's validatorCompiler, but issues carry short codes
 * ('required', 'invalid_email', or the i18n key written on the schema) instead of zod's
 * English defaults, because the web translates them (DESIGN.md: zod messages are i18n keys).
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data, { error: zodIssueCode });
    if (result.success) return { value: result.data };
    const root = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
    return { error: new RequestValidationError(issuesToFields(result.error.issues, root)) };
  };
