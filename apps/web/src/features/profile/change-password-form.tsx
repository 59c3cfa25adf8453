import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { newPasswordErrors } from '../../components/new-password-errors';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PasswordField } from '../../components/password-field';
import { useFormState } from '../../components/use-form-state';
import { mergeFormErrors, validateForm } from '../../components/validate-form';
import { changePassword } from './change-password';
import classes from './profile.module.css';

const FIELDS = ['oldPassword', 'newPassword', 'newPasswordRepeat'] as const;

/**
 * Old password, new password with the checklist, repetition. `onChanged` lets the page start a fresh,
 * empty form, so the passwords do not linger in the page.
 */
export function ChangePasswordForm({ email, onChanged }: { email: string | null; onChanged: () => void }) {
  const { t } = useTranslation('common');
  const form = useFormState({ oldPassword: '', newPassword: '', newPasswordRepeat: '' });

  const submit = form.onSubmit(async (values) => {
    const { ZChangePasswordBody } = await loadAuthSchemas();
    const refused = mergeFormErrors<(typeof FIELDS)[number]>(
      values.oldPassword === ''
        ? { fields: { oldPassword: { key: 'errors.OLD_PASSWORD_REQUIRED' } }, form: null }
        : null,
      validateForm(ZChangePasswordBody, values),
      newPasswordErrors(values, 'newPassword', 'newPasswordRepeat'),
    );
    if (refused) return refused;
    try {
      await changePassword(values);
    } catch (error) {
      return apiFormErrors(error, {
        fields: FIELDS,
        codes: {
          OLD_PASSWORD_REQUIRED: { field: 'oldPassword', key: 'errors.OLD_PASSWORD_REQUIRED' },
          INVALID_CREDENTIALS: { field: 'oldPassword', key: 'profile.password.oldWrong' },
          PASSWORDS_DO_NOT_MATCH: { field: 'newPasswordRepeat', key: 'errors.PASSWORDS_DO_NOT_MATCH' },
        },
      });
    }
    onChanged();
    return null;
  });

  return (
    <form ref={form.ref} onSubmit={submit} onFocus={preloadAuthSchemas} noValidate>
      <Stack gap="md">
        {/* Tells password managers whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
        <FormAlert message={form.formError} />
        <PasswordField
          {...form.field('oldPassword')}
          label={t('profile.password.old')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          password={form.field('newPassword')}
          repeat={form.field('newPasswordRepeat')}
          passwordLabel={t('profile.password.new')}
          repeatLabel={t('profile.password.repeat')}
          submitted={form.submitted}
        />
        <div className={classes.actions}>
          <Button type="submit" loading={form.submitting}>
            {t('profile.password.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
