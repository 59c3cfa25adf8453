import { Button, Stack, TextInput } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { newPasswordErrors } from '../../components/new-password-errors';
import { NewPasswordFields } from '../../components/new-password-fields';
import { showSuccess } from '../../components/show-success';
import { useFormState } from '../../components/use-form-state';
import { mergeFormErrors, validateForm } from '../../components/validate-form';
import classes from './profile.module.css';
import { ProfileSection } from './profile-section';
import { upgradeAccount } from './upgrade-account';

const FIELDS = ['email', 'password', 'passwordRepeat'] as const;

/**
 * For a temporary account (spec §4: deleted soon, can be made permanent): the notice and the form
 * that keeps the account with an e-mail address and a password.
 */
export function UpgradeAccountForm() {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const form = useFormState({ email: '', password: '', passwordRepeat: '' });

  const submit = form.onSubmit(async (values) => {
    const { ZUpgradeBody } = await loadAuthSchemas();
    const refused = mergeFormErrors(
      validateForm(ZUpgradeBody, values),
      newPasswordErrors(values, 'password', 'passwordRepeat'),
    );
    if (refused) return refused;
    try {
      await upgradeAccount(queryClient, values);
    } catch (error) {
      return apiFormErrors(error, {
        fields: FIELDS,
        codes: {
          EMAIL_TAKEN: { field: 'email', key: 'errors.EMAIL_TAKEN' },
          PASSWORDS_DO_NOT_MATCH: { field: 'passwordRepeat', key: 'errors.PASSWORDS_DO_NOT_MATCH' },
        },
      });
    }
    showSuccess(t('profile.temporary.done'));
    return null;
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
          <TextInput
            {...form.field('email')}
            type="email"
            label={t('auth.email')}
            autoComplete="email"
            inputMode="email"
            required
          />
          <NewPasswordFields
            password={form.field('password')}
            repeat={form.field('passwordRepeat')}
            passwordLabel={t('auth.password')}
            repeatLabel={t('auth.signup.passwordRepeat')}
            submitted={form.submitted}
          />
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
