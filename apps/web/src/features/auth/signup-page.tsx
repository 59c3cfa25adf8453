import { Anchor, Button, Stack } from '@mantine/core';
import { isLanguageId } from '@qtify/shared/i18n/languages';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { EmailField } from '../../components/account-fields';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { NameFields } from '../../components/name-fields';
import { checkNewPassword } from '../../components/new-password-check';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useSignUp } from '../../lib/queries/current-user';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AuthCard } from './auth-card';

/**
 * `/signup`: name, e-mail and a password checked live against the policy. The account speaks the
 * language the page is shown in. Signing up signs in; the guest-only guard then goes on to setting
 * up the business (or to `?redirect=`).
 */
export function SignupPage() {
  const { t, i18n } = useTranslation('common');
  const { search } = useLocation();
  const signUp = useSignUp();
  const form = useSchemaForm({
    initialValues: { firstName: '', lastName: '', email: '', password: '', passwordRepeat: '' },
    schema: () => loadAuthSchemas().then((schemas) => schemas.ZSignupBody),
    toBody: (values) => {
      const language = i18n.resolvedLanguage;
      return { ...values, languageId: isLanguageId(language) ? language : undefined };
    },
    check: (values) => checkNewPassword(values, 'password', 'passwordRepeat'),
  });
  const submit = form.onSubmit((body) => signUp.mutateAsync(body));

  return (
    <AuthCard
      wide
      title={t('auth.signup.title')}
      intro={t('auth.signup.intro')}
      footer={
        <>
          {t('auth.signup.haveAccount')}{' '}
          <Anchor component={Link} to={`/login${search}`} fw={600}>
            {t('auth.signup.loginLink')}
          </Anchor>
        </>
      }
    >
      <form ref={form.ref} onSubmit={submit} onFocus={preloadAuthSchemas} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <NameFields firstName={form.getInputProps('firstName')} lastName={form.getInputProps('lastName')} />
          <EmailField {...form.getInputProps('email')} />
          <NewPasswordFields form={form} />
          <Button type="submit" size="md" fullWidth loading={form.submitting} mt="xs">
            {t('auth.signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
