import { Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { checkNewPassword } from '../../components/new-password-check';
import { NewPasswordFields } from '../../components/new-password-fields';
import { PasswordField } from '../../components/password-field';
import { useChangePassword } from '../../lib/queries/current-user';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './profile.module.css';

/**
 * Old password, new password with the checklist, repetition. `onChanged` lets the page start a fresh,
 * empty form, so the passwords do not linger in the page.
 */
export function ChangePasswordForm({ email, onChanged }: { email: string | null; onChanged: () => void }) {
  const { t } = useTranslation('common');
  const changePassword = useChangePassword();
  const form = useSchemaForm({
    initialValues: { oldPassword: '', newPassword: '', newPasswordRepeat: '' },
    schema: () => loadAuthSchemas().then((schemas) => schemas.ZChangePasswordBody),
    check: (values) => ({
      ...(values.oldPassword === '' ? { oldPassword: { key: 'errors.OLD_PASSWORD_REQUIRED' } } : {}),
      ...checkNewPassword(values, 'newPassword', 'newPasswordRepeat'),
    }),
  });
  const submit = form.onSubmit(async (body) => {
    await changePassword.mutateAsync(body);
    onChanged();
  });

  return (
    <form ref={form.ref} onSubmit={submit} onFocus={preloadAuthSchemas} noValidate>
      <Stack gap="md">
        {/* Tells password managers whose password this is. */}
        <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />
        <FormAlert message={form.formError} />
        <PasswordField
          {...form.getInputProps('oldPassword')}
          label={t('profile.password.old')}
          autoComplete="current-password"
          required
        />
        <NewPasswordFields
          form={form}
          names={['newPassword', 'newPasswordRepeat']}
          labels={[t('profile.password.new'), t('profile.password.repeat')]}
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
