import { Button, Stack } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { checkNewPassword } from '../../components/new-password-check';
import { NewPasswordFields } from '../../components/new-password-fields';
import { isApiError } from '../../lib/api-error';
import { authStore } from '../../lib/auth-store';
import { useResetPassword } from '../../lib/queries/current-user';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthCard } from './auth-card';
import { BackToLogin } from './back-to-login';

/** Remembered in the history entry, not in the component: signing out below swaps the page frame. */
interface ResetState {
  passwordReset?: boolean;
}

/**
 * `/reset-password?token=…` (the link of the e-mail; `/resetPassword` forwards here): a new password
 * with the live checklist. A missing, used or expired token gets the same message and a way to ask
 * for a new link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation('common');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const token = params.get('token');
  const [invalid, setInvalid] = useState(!token);
  const reset = useResetPassword();
  const form = useSchemaForm({
    initialValues: { password: '', passwordRepeat: '' },
    schema: () => loadAuthSchemas().then((schemas) => schemas.ZResetPasswordBody),
    toBody: (values) => ({ token: token ?? '', ...values }),
    check: (values) => checkNewPassword(values, 'password', 'passwordRepeat'),
  });

  const submit = form.onSubmit(async (body) => {
    try {
      await reset.mutateAsync(body);
    } catch (error) {
      const badToken = isApiError(error) && (error.code === 'INVALID_TOKEN' || 'token' in error.fields);
      if (!badToken) throw error;
      setInvalid(true);
      return;
    }
    // The used token leaves the address bar and the history. The server has ended every session
    // of the account; this device forgets its token too (spec §4: a reset clears user and token).
    await navigate('/reset-password', { replace: true, state: { passwordReset: true } satisfies ResetState });
    authStore.clear();
  });

  if ((location.state as ResetState | null)?.passwordReset) {
    return (
      <AuthCard
        icon={<IconCircleCheck size={26} />}
        title={t('auth.reset.doneTitle')}
        intro={t('auth.reset.doneText')}
        announce
      >
        <Button component={Link} to="/login" size="md" fullWidth>
          {t('auth.reset.toLogin')}
        </Button>
      </AuthCard>
    );
  }

  if (invalid) {
    return (
      <AuthCard
        icon={<IconLinkOff size={26} />}
        tone="error"
        title={t('auth.reset.invalidTitle')}
        intro={t('auth.reset.invalidText')}
        footer={<BackToLogin />}
        announce
      >
        <Button component={Link} to="/forgot-password" size="md" fullWidth>
          {t('auth.reset.requestNew')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth.reset.title')} intro={t('auth.reset.intro')}>
      <form ref={form.ref} onSubmit={submit} onFocus={preloadAuthSchemas} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <NewPasswordFields
            form={form}
            labels={[t('auth.reset.password'), t('auth.reset.passwordRepeat')]}
          />
          <Button type="submit" size="md" fullWidth loading={form.submitting} mt="xs">
            {t('auth.reset.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
