import { issuesToFields, zodIssueCode } from '@qtify/shared/schemas/issue-codes';
import type { FastifySchemaCompiler } from 'fastify';
import { type $ZodType, safeParse } from 'zod/v4/core';
import { RequestValidationError } from '../errors/request-validation-error';

/**
 * The path of the first string in `value` that holds a NUL character, or undefined. PostgreSQL
 * text cannot hold one (the query fails, which was a 500), so such input is refused up front.
 * Iterative, because a request may nest deeply.
 */
export function pathOfNulString(value: unknown): string[] | undefined {
  const stack: Array<[unknown, string[]]> = [[value, []]];
  while (stack.length > 0) {
    const [item, path] = stack.pop() as [unknown, string[]];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return path;
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) stack.push([child, [...path, key]]);
    }
  }
  return undefined;
}

/**
 * Like fastify-type-provider-zod's validatorCompiler, but issues carry short codes
 * ('required', 'invalid_email', or the i18n key written on the schema) instead of zod's
 * English defaults, because the web translates them (DESIGN.md: zod messages are i18n keys).
 * A string with a NUL character anywhere in the validated value is 400 `invalidCharacter`.
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data, { error: zodIssueCode });
    const root = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
    if (result.success) {
      const nul = pathOfNulString(result.data);
      if (!nul) return { value: result.data };
      return { error: new RequestValidationError({ [nul.join('.') || root]: 'invalidCharacter' }) };
    }
    return { error: new RequestValidationError(issuesToFields(result.error.issues, root)) };
  };
