const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a client-supplied id can be a uuid column's value. Check before querying: PostgreSQL
 * refuses a malformed uuid with an error (22P02), and the API answers such an id like an unknown
 * one (404), not with a 500 or a 400 that tells ids apart.
 */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
