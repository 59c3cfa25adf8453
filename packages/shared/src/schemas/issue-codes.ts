import type { z } from 'zod';

/**
 * Turns a zod issue into the short code the API answers in `error.fields` and the web translates
 * (`errors.fields.<code>`). Pass it as the per-parse error map: `schema.safeParse(data, { error: zodIssueCode })`.
 * A message written on a schema (`z.string().min(10, 'errors.password.tooShort')`) still wins,
 * because zod prefers schema-level messages over the per-parse map; this only replaces zod's English defaults.
 */
export function zodIssueCode(issue: z.core.$ZodRawIssue): string {
  if (issue.code === 'invalid_type' && issue.input === undefined) return 'required';
  if (issue.code === 'too_small' && issue.origin === 'string' && Number(issue.minimum) === 1)
    return 'required';
  if (issue.code === 'invalid_format') return `invalid_${issue.format}`;
  // A strict object's extra keys: the same code the server's generic check uses (validator-compiler.ts).
  if (issue.code === 'unrecognized_keys') return 'unknownField';
  return issue.code ?? 'invalid';
}

/**
 * Maps the issues of a failed parse to `{ "<field path>": "<code>" }`, first issue per field.
 * An issue about the whole value (empty path) is filed under `root` (e.g. 'body').
 */
export function issuesToFields(issues: readonly z.core.$ZodIssue[], root: string): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const base = issue.path.map(String).join('.');
    // An object with unknown keys names each key, which is what a form can highlight.
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => (base ? `${base}.${key}` : key))
        : [base || root];
    for (const path of paths) fields[path] ??= issue.message;
  }
  return fields;
}
