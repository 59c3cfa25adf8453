import { Anchor, Button, Group, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmailField } from '../../components/account-fields';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { PasswordField } from '../../components/password-field';
import { authStore } from '../../lib/auth-store';
import { useLogIn } from '../../lib/queries/current-user';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthCard } from './auth-card';

/**
 * `/login`: e-mail and password. After a successful login the guest-only guard sends the user to
 * the page they wanted (`?redirect=`, only safe relative paths) or to `/`.
 */
export function LoginPage() {
  const { t } = useTranslation('common');
  const { search } = useLocation();
  // Read once: the notice explains this visit to the login, not later ones.
  const [expired] = useState(() => authStore.sessionExpired());
  const logIn = useLogIn();
  const form = useSchemaForm({
    initialValues: { email: '', password: '' },
    schema: () => loadAuthSchemas().then((schemas) => schemas.ZLoginBody),
  });
  const submit = form.onSubmit((body) => logIn.mutateAsync(body));

  return (
    <AuthCard
      title={t('auth.login.title')}
      intro={t('auth.login.intro')}
      footer={
        <>
          {t('auth.login.noAccount')}{' '}
          <Anchor component={Link} to={`/signup${search}`} fw={600}>
            {t('auth.login.signupLink')}
          </Anchor>
        </>
      }
    >
      <form ref={form.ref} onSubmit={submit} onFocus={preloadAuthSchemas} noValidate>
        <Stack gap="md">
          {expired && !form.formError && <FormAlert message={t('auth.login.expired')} tone="info" />}
          <FormAlert message={form.formError} />
          <EmailField {...form.getInputProps('email')} />
          <Stack gap={6}>
            <PasswordField
              {...form.getInputProps('password')}
              label={t('auth.password')}
              autoComplete="current-password"
              required
            />
            <Group justify="flex-end">
              <Anchor component={Link} to="/forgot-password" size="sm">
                {t('auth.login.forgotPassword')}
              </Anchor>
            </Group>
          </Stack>
          <Button type="submit" size="md" fullWidth loading={form.submitting}>
            {t('auth.login.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
