import { useForm } from '@mantine/form';
import { issuesToFields, zodIssueCode } from '@qtify/shared/schemas/issue-codes';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type FormMessage, type FormMessages, fieldMessage, formMessages } from './error-messages';
import { formatMessage } from './form-message';
import { useIndustry } from './industry-context';

type Values = Record<string, unknown>;

/** A value's name, or the path of a field inside it (`hours.0.end`), as @mantine/form names errors. */
type FieldPath<V extends Values> = (keyof V & string) | `${keyof V & string}.${string}`;

/** A shared request schema, or a loader of it (zod stays out of a page's first download). */
export type SchemaSource<Body> = z.ZodType<Body> | (() => Promise<z.ZodType<Body>>);

export interface SchemaFormOptions<V extends Values, Body> {
  initialValues: V;
  /**
   * The request schema the server checks with (packages/shared): the browser checks the same, so
   * limits (lengths, 1–99 persons, 62 days) are written once and fields get the server's codes.
   */
  schema?: SchemaSource<Body>;
  /** The request body the values make (trimmed, numbers read); the schema checks this body. */
  toBody?: (values: V) => unknown;
  /**
   * The form's own checks that no request schema states (a repeated password, a checklist); a
   * message for a field inside a list goes under its path (`hours.0.end`).
   */
  check?: (values: V) => Partial<Record<FieldPath<V>, FormMessage>> | null;
  /** The industry whose wording the messages take: the signed-in business's unless given. */
  context?: string;
}

const loadSchema = async <Body>(source: SchemaSource<Body>) =>
  typeof source === 'function' ? await source() : source;

/**
 * The one way to hold a form (@mantine/form): values, messages at the fields and above the form in
 * the page's language and industry, a busy flag, and focus on the first refused field. `onSubmit`
 * runs the form's checks and the shared schema; a failed request (ApiError) comes back as messages
 * through the one table of error codes (error-messages.ts).
 */
export function useSchemaForm<V extends Values, Body = V>(options: SchemaFormOptions<V, Body>) {
  const industry = useIndustry();
  const context = options.context ?? industry;
  const { t, i18n } = useTranslation([context, 'common']);
  const form = useForm<V>({ mode: 'controlled', initialValues: options.initialValues });
  const [formError, setFormError] = useState<FormMessage | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [submitted, setSubmitted] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const ref = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const language = i18n.resolvedLanguage ?? i18n.language;
  const text = (message: FormMessage) => formatMessage(t, language, message, context);

  /** Shows messages (a refused request, a check of the page's own) and focuses the first field. */
  const show = (messages: FormMessages) => {
    form.setErrors(Object.fromEntries(Object.entries(messages.fields).map(([name, m]) => [name, text(m)])));
    setFormError(messages.form);
    setRefusals((count) => count + 1);
  };

  const check = async (values: V): Promise<{ body: Body } | FormMessages> => {
    const fields: Record<string, FormMessage> = {};
    for (const [name, message] of Object.entries(options.check?.(values) ?? {}))
      if (message) fields[name] = message as FormMessage;
    const body = options.toBody ? options.toBody(values) : values;
    if (!options.schema)
      return Object.keys(fields).length > 0 ? { fields, form: null } : { body: body as Body };
    const schema = await loadSchema(options.schema);
    const result = schema.safeParse(body, { error: zodIssueCode });
    if (!result.success) {
      for (const [path, code] of Object.entries(issuesToFields(result.error.issues, 'form'))) {
        const name = path.split('.')[0] ?? '';
        if (name in values) fields[name] ??= fieldMessage(name, code);
      }
    }
    if (Object.keys(fields).length > 0 || !result.success) return { fields, form: null };
    return { body: result.data };
  };

  const onSubmit =
    (handler: (body: Body, values: V) => Promise<unknown> | unknown) => async (event?: FormEvent) => {
      event?.preventDefault();
      if (submitting) return;
      setSubmitted(true);
      setFormError(null);
      form.clearErrors();
      const values = form.getValues();
      setSubmitting(true);
      try {
        const checked = await check(values);
        if ('fields' in checked) return show(checked);
        await handler(checked.body, values);
      } catch (error) {
        show(formMessages(error, Object.keys(values)));
      } finally {
        setSubmitting(false);
      }
    };

  return {
    ...form,
    /** For the `<form>`: focus goes to its first refused field. */
    ref,
    onSubmit,
    submitting,
    /** True once the user tried to submit: a password checklist then marks unmet rules. */
    submitted,
    /** The message above the form, in words. */
    formError: formError ? text(formError) : null,
    /** Shows a failure as messages of this form, e.g. one caught outside `onSubmit`. */
    showError: (error: unknown) => show(formMessages(error, Object.keys(form.getValues()))),
    show,
  };
}
