import { type ChangeEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from './password-checklist';
import { repeatMismatch } from './password-checklist-state';
import { PasswordField } from './password-field';

/** A field of useSchemaForm (`form.getInputProps(name)`); its error is already in words. */
interface FieldProps {
  value?: string;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: ReactNode;
}

interface NewPasswordFieldsProps {
  /** The form (useSchemaForm) that holds both fields. */
  form: { getInputProps: (path: string) => FieldProps; submitted: boolean };
  /** The fields' names in the form: the new password, then its repetition. */
  names?: readonly [string, string];
  /** Their labels; without them, the sign-up's ("Password", "Repeat password"). */
  labels?: readonly [string, string];
}

/**
 * Choosing a password (signup, reset, change, upgrade): the password with the live checklist of the
 * policy under it, and its repetition, which says "Passwords do not match" as soon as it cannot match.
 * Unmet rules turn red, and any difference in the repetition counts, once the user tried to submit.
 */
export function NewPasswordFields({
  form,
  names = ['password', 'passwordRepeat'],
  labels,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation('common');
  const [repeatLeft, setRepeatLeft] = useState(false);
  const password = form.getInputProps(names[0]);
  const repeat = form.getInputProps(names[1]);
  const { submitted } = form;
  const [passwordLabel, repeatLabel] = labels ?? [t('auth.password'), t('auth.signup.passwordRepeat')];
  const mismatch = repeatMismatch(password.value ?? '', repeat.value ?? '', repeatLeft || submitted);
  return (
    <>
      <PasswordField
        {...password}
        label={passwordLabel}
        autoComplete="new-password"
        required
        description={<PasswordChecklist password={password.value ?? ''} showUnmet={submitted} />}
        inputWrapperOrder={['label', 'input', 'error', 'description']}
      />
      <PasswordField
        {...repeat}
        label={repeatLabel}
        autoComplete="new-password"
        required
        onBlur={() => setRepeatLeft(Boolean(repeat.value))}
        error={repeat.error ?? (mismatch ? t('errors.PASSWORDS_DO_NOT_MATCH') : undefined)}
      />
    </>
  );
}
