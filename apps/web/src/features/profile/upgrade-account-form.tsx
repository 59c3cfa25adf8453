import { Button, Stack } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/account-fields';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { checkNewPassword } from '../../components/new-password-check';
import { NewPasswordFields } from '../../components/new-password-fields';
import { showSuccess } from '../../components/show-success';
import { useUpgradeAccount } from '../../lib/queries/current-user';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './profile.module.css';
import { ProfileSection } from './profile-section';

/**
 * For a temporary account (spec §4: deleted soon, can be made permanent): the notice and the form
 * that keeps the account with an e-mail address and a password.
 */
export function UpgradeAccountForm() {
  const { t } = useTranslation('common');
  const upgrade = useUpgradeAccount();
  const form = useSchemaForm({
    initialValues: { email: '', password: '', passwordRepeat: '' },
    schema: () => loadAuthSchemas().then((schemas) => schemas.ZUpgradeBody),
    check: (values) => checkNewPassword(values, 'password', 'passwordRepeat'),
  });
  const submit = form.onSubmit(async (body) => {
    await upgrade.mutateAsync(body);
    showSuccess(t('profile.temporary.done'));
  });

  return (
    // Calm, not a warning: someone who just scanned a QR code has done nothing wrong.
    <ProfileSection
      icon={<IconClock size={22} />}
      title={t('profile.temporary.title')}
      text={t('profile.temporary.text')}
    >
      <form ref={form.ref} onSubmit={submit} onFocus={preloadAuthSchemas} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <EmailField {...form.getInputProps('email')} />
          <NewPasswordFields form={form} />
          <div className={classes.actions}>
            <Button type="submit" loading={form.submitting}>
              {t('profile.temporary.submit')}
            </Button>
          </div>
        </Stack>
      </form>
    </ProfileSection>
  );
}
