import { Button, Stack } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../components/account-fields';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { useRequestPasswordReset } from '../../lib/queries/current-user';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';

/**
 * `/forgot-password`: asks for a reset link by e-mail. The answer is the same whether or not the
 * address has an account, so the confirmation is worded neutrally (no one learns who is registered).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation('common');
  const request = useRequestPasswordReset();
  const form = useSchemaForm({
    initialValues: { email: '' },
    schema: () => loadAuthSchemas().then((schemas) => schemas.ZForgotPasswordBody),
  });
  const submit = form.onSubmit((body) => request.mutateAsync(body));

  if (request.isSuccess) {
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
          <EmailField {...form.getInputProps('email')} />
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('auth.forgot.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
