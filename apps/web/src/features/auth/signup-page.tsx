import { Anchor, Button, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isLanguageId } from '@qtify/shared/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { newPasswordErrors } from '../../components/new-password-errors';
import { NewPasswordFields } from '../../components/new-password-fields';
import { useFormState } from '../../components/use-form-state';
import { mergeFormErrors, validateForm } from '../../components/validate-form';
import { signIn } from '../../lib/sign-in';
import { AuthCard } from './auth-card';
import { signUp } from './sign-up';

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'passwordRepeat'] as const;

/**
 * `/signup`: name, e-mail and a password checked live against the policy. The account speaks the
 * language the page is shown in. Signing up signs in; the guest-only guard then goes on to setting
 * up the business (or to `?redirect=`).
 */
export function SignupPage() {
  const { t, i18n } = useTranslation('common');
  const queryClient = useQueryClient();
  const { search } = useLocation();
  const form = useFormState({ firstName: '', lastName: '', email: '', password: '', passwordRepeat: '' });

  const submit = form.onSubmit(async (values) => {
    const { ZSignupBody } = await loadAuthSchemas();
    const language = i18n.resolvedLanguage;
    const body = { ...values, languageId: isLanguageId(language) ? language : undefined };
    const invalid = mergeFormErrors(
      validateForm(ZSignupBody, body),
      newPasswordErrors(values, 'password', 'passwordRepeat'),
    );
    if (invalid) return invalid;
    try {
      await signIn(queryClient, await signUp(body));
      return null;
    } catch (error) {
      return apiFormErrors(error, {
        fields: FIELDS,
        codes: {
          EMAIL_TAKEN: { field: 'email', key: 'errors.EMAIL_TAKEN' },
          PASSWORDS_DO_NOT_MATCH: { field: 'passwordRepeat', key: 'errors.PASSWORDS_DO_NOT_MATCH' },
        },
      });
    }
  });

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
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
            <TextInput
              {...form.field('firstName')}
              label={t('auth.signup.firstName')}
              autoComplete="given-name"
              required
            />
            <TextInput
              {...form.field('lastName')}
              label={t('auth.signup.lastName')}
              autoComplete="family-name"
              required
            />
          </SimpleGrid>
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
          <Button type="submit" size="md" fullWidth loading={form.submitting} mt="xs">
            {t('auth.signup.submit')}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}
