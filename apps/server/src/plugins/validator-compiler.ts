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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The paths of keys the client sent that the parsed value does not have: zod objects drop keys
 * their schema does not know, so a misspelled field (`svNumber` for `svnr`) would be lost without a
 * word. Compares the input with zod's output at every depth instead of making every schema strict,
 * so every route, present and future, gets it; a schema that keeps unknown keys on purpose
 * (z.looseObject, z.record) keeps them in its output and is not affected.
 */
export function unknownKeyPaths(input: unknown, output: unknown): string[] {
  const found: string[] = [];
  const stack: Array<[unknown, unknown, string]> = [[input, output, '']];
  while (stack.length > 0 && found.length < 20) {
    const [given, parsed, path] = stack.pop() as [unknown, unknown, string];
    if (Array.isArray(given) && Array.isArray(parsed) && given.length === parsed.length) {
      for (const [index, item] of given.entries()) {
        stack.push([item, parsed[index], path ? `${path}.${index}` : String(index)]);
      }
    } else if (isPlainObject(given) && isPlainObject(parsed)) {
      for (const key of Object.keys(given)) {
        const child = path ? `${path}.${key}` : key;
        if (Object.hasOwn(parsed, key)) stack.push([given[key], parsed[key], child]);
        else found.push(child);
      }
    }
  }
  return found;
}

/**
 * Like fastify-type-provider-zod's validatorCompiler, but issues carry short codes
 * ('required', 'invalid_email', or the i18n key written on the schema) instead of zod's
 * English defaults, because the web translates them (DESIGN.md: zod messages are i18n keys).
 * A string with a NUL character anywhere in the validated value is 400 `invalidCharacter`; a body
 * field the route does not know is 400 `unknownField` (API.md "Release 2 additions").
 */
export const validatorCompiler: FastifySchemaCompiler<$ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    const result = safeParse(schema, data, { error: zodIssueCode });
    const root = httpPart === 'querystring' ? 'query' : (httpPart ?? 'body');
    if (result.success) {
      const nul = pathOfNulString(result.data);
      if (nul) return { error: new RequestValidationError({ [nul.join('.') || root]: 'invalidCharacter' }) };
      const unknown = httpPart === 'body' ? unknownKeyPaths(data, result.data) : [];
      if (unknown.length > 0) {
        return {
          error: new RequestValidationError(Object.fromEntries(unknown.map((key) => [key, 'unknownField']))),
        };
      }
      return { value: result.data };
    }
    return { error: new RequestValidationError(issuesToFields(result.error.issues, root)) };
  };
