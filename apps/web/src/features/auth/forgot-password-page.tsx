import { Button, Stack, TextInput } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { useFormState } from '../../components/use-form-state';
import { validateForm } from '../../components/validate-form';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';
import { requestPasswordReset } from './request-password-reset';

const FIELDS = ['email'] as const;

/**
 * `/forgot-password`: asks for a reset link by e-mail. The answer is the same whether or not the
 * address has an account, so the confirmation is worded neutrally (no one learns who is registered).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('common');
  const [sent, setSent] = useState(false);
  const form = useFormState({ email: '' });

  const submit = form.onSubmit(async (values) => {
    const { ZForgotPasswordBody } = await loadAuthSchemas();
    const invalid = validateForm(ZForgotPasswordBody, values);
    if (invalid) return invalid;
    try {
      await requestPasswordReset(values.email.trim());
      setSent(true);
      return null;
    } catch (error) {
      return apiFormErrors(error, { fields: FIELDS });
    }
  });

  if (sent) {
    return (
      <AuthCard
        icon={<IconMailCheck size={26} />}
        title={t('auth.forgot.sentTitle')}
        intro={t('auth.forgot.sentText')}
        footer={<BackToLogin />}
        announce
      />
    );
  }

  return (
    <AuthCard title={t('auth.forgot.title')} intro={t('auth.forgot.intro')} footer={<BackToLogin />}>
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
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
