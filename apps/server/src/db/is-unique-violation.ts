/**
 * Whether a failed query broke a unique constraint (SQLSTATE 23505), optionally a named one.
 * Drizzle wraps the driver's error in `cause`; pg and PGlite both put the SQLSTATE in `code`.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    const { code, constraint: name } = current as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || name === constraint;
  }
  return false;
}
