/**
 * Whether a failed query broke a constraint of the given SQLSTATE class, e.g. 23P01 (exclusion:
 * the slot is taken) or 23503 (foreign key: the doctor was deleted meanwhile). Drizzle wraps the
 * driver's error in `cause`; pg and PGlite both put the SQLSTATE in `code`.
 */
export function isConstraintViolation(error: unknown, sqlState: '23P01' | '23503'): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === sqlState) return true;
  }
  return false;
}
