import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMessage } from '../lib/form-message';
import { useIndustry } from '../lib/industry-context';
import type { FormErrors } from './api-form-errors';

type Values = Record<string, string>;

/** What a submit handler returns: errors to show, or nothing when it went through. */
type SubmitResult<V extends Values> = FormErrors<Extract<keyof V, string>> | null | undefined;

/**
 * The state of a small form: values, translated errors per field and for the whole form, a busy flag
 * for the submit button, and focus on the first invalid field after a refused submit (the inputs mark
 * themselves `aria-invalid` when Mantine gets an `error`). Small on purpose: the forms are few.
 * Messages are worded for `options.context`, the industry of the page: the signed-in business's
 * unless given (a public booking page passes its business's).
 */
export function useFormState<V extends Values>(initial: V, options: { context?: string } = {}) {
  const { t, i18n } = useTranslation('common');
  const industry = useIndustry();
  const context = options.context ?? industry;
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FormErrors<Extract<keyof V, string>>>({ fields: {}, form: null });
  const [submitting, setSubmitting] = useState(false);
  const [submitCount, setSubmitCount] = useState(0);
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    if (refusals === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const language = i18n.resolvedLanguage ?? i18n.language;
  const fieldError = (name: keyof V) => {
    const message = errors.fields[name as Extract<keyof V, string>];
    return message ? formatMessage(t, language, message, context) : undefined;
  };

  const setValue = (name: keyof V, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    // A corrected field loses its error; the others keep theirs until the next submit.
    setErrors((current) => ({ ...current, fields: { ...current.fields, [name]: undefined } }));
  };

  return {
    ref: formRef,
    values,
    setValue,
    submitting,
    /** True once the user tried to submit: the password checklist then marks unmet rules. */
    submitted: submitCount > 0,
    formError: errors.form ? formatMessage(t, language, errors.form, context) : null,
    fieldError,
    /** Props for a Mantine TextInput, PasswordInput, Textarea or NativeSelect bound to `name`. */
    field: (name: Extract<keyof V, string>) => ({
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
        setValue(name, event.currentTarget.value),
      error: fieldError(name),
    }),
    onSubmit:
      (handler: (values: V) => Promise<SubmitResult<V>> | SubmitResult<V>) => async (event: FormEvent) => {
        event.preventDefault();
        if (submitting) return;
        setSubmitCount((count) => count + 1);
        setSubmitting(true);
        setErrors({ fields: {}, form: null });
        try {
          const result = await handler(values);
          if (result) {
            setErrors(result);
            setRefusals((count) => count + 1);
          }
        } finally {
          setSubmitting(false);
        }
      },
  };
}
