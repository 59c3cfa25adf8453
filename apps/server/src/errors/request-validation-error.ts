/**
 * A request that failed its zod schema. Raised by our validator compiler; fastify adds
 * `validationContext` ('body', 'querystring', 'params', 'headers') and status 400.
 */
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';
  validationContext?: string;

  constructor(
    /** Field path → code; an issue about the whole value is filed under the context, e.g. 'body'. */
    readonly fields: Record<string, string>,
  ) {
    super('Invalid request');
  }
}
