import type { UseFormReturnType } from '@mantine/form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FormErrors } from '../../components/api-form-errors';
import { formatMessage } from '../../lib/form-message';

/**
 * Shows a check's or the API's errors (api-form-errors.ts) on a @mantine/form form: translated for
 * the business's industry, on their fields, the rest above the form; focus goes to the first
 * invalid field, as in every form of the app.
 */
export function useFormErrors<Values extends Record<string, unknown>>(
  form: UseFormReturnType<Values>,
  industry: string,
  formElement: () => HTMLFormElement | null,
) {
  const { t, i18n } = useTranslation([industry, 'common']);
  const [formError, setFormError] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const show = (errors: FormErrors<string>) => {
    form.setErrors(
      Object.fromEntries(
        Object.entries(errors.fields).flatMap(([name, message]) =>
          message ? [[name, formatMessage(t, language, message, industry)]] : [],
        ),
      ),
    );
    setFormError(errors.form ? formatMessage(t, language, errors.form, industry) : null);
    // After React has marked the fields invalid.
    requestAnimationFrame(() => formElement()?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
  };
  return { formError, show, clear: () => setFormError(null) };
}
