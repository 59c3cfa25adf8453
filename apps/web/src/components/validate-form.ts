import { issuesToFields, zodIssueCode } from '@qtify/shared/schemas/issue-codes';
import type { z } from 'zod';
import { type FormMessage, validationMessage } from '../lib/form-message';
import type { FormErrors } from './api-form-errors';

/**
 * Checks form values with the request schema the server uses (packages/shared), so the browser and
 * the server agree on what is required and answer with the same field codes. Null when valid.
 */
export function validateForm<Field extends string>(
  schema: z.ZodType,
  values: Record<Field, unknown>,
): FormErrors<Field> | null {
  const result = schema.safeParse(values, { error: zodIssueCode });
  if (result.success) return null;
  const fields: Partial<Record<Field, FormMessage>> = {};
  for (const [path, code] of Object.entries(issuesToFields(result.error.issues, 'form'))) {
    const name = path.split('.')[0] as Field;
    if (name in values) fields[name] ??= validationMessage(code);
  }
  return { fields, form: null };
}

/** Merges the errors of several checks; the first message for a field wins. */
export function mergeFormErrors<Field extends string>(
  ...all: (FormErrors<Field> | null)[]
): FormErrors<Field> | null {
  const merged: FormErrors<Field> = { fields: {}, form: null };
  for (const errors of all) {
    if (!errors) continue;
    for (const [name, message] of Object.entries(errors.fields) as [Field, FormMessage][]) {
      merged.fields[name] ??= message;
    }
    merged.form ??= errors.form;
  }
  return Object.keys(merged.fields).length > 0 || merged.form ? merged : null;
}
