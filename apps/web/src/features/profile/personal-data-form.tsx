import { Button, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { isLanguageId } from '@qtify/shared/i18n/languages';
import { IconChevronDown } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { showSuccess } from '../../components/show-success';
import { useFormState } from '../../components/use-form-state';
import { validateForm } from '../../components/validate-form';
import type { CurrentUser } from '../../lib/current-user';
import { switchLanguage } from '../../lib/i18n';
import { storeChosenLanguage } from '../../lib/language-store';
import { updateCurrentUser } from '../../lib/update-current-user';
import { useLanguages } from '../../lib/use-languages';
import classes from './profile.module.css';
import { ProfileSection } from './profile-section';

const FIELDS = ['firstName', 'lastName', 'languageId'] as const;

/** First name, last name and language. Saving a new language also switches the app to it. */
export function PersonalDataForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('common');
  const queryClient = useQueryClient();
  const { languages } = useLanguages();
  const form = useFormState({
    firstName: user.firstName,
    lastName: user.lastName,
    languageId: user.language.id,
  });

  const submit = form.onSubmit(async (values) => {
    const { ZUpdateUserBody } = await loadAuthSchemas();
    const invalid = validateForm(ZUpdateUserBody, values);
    if (invalid) return invalid;
    try {
      await updateCurrentUser(queryClient, values);
    } catch (error) {
      return apiFormErrors(error, { fields: FIELDS });
    }
    let language = i18n.resolvedLanguage ?? values.languageId;
    if (isLanguageId(values.languageId)) {
      // Kept as this browser's choice too, or an earlier pick in the dropdown would win on reload.
      storeChosenLanguage(values.languageId);
      await switchLanguage(values.languageId);
      language = values.languageId;
    }
    // Worded in the language just chosen: this render's `t` and `i18n` still speak the previous one.
    showSuccess(i18n.getFixedT(language, 'common')('profile.personal.saved'));
    return null;
  });

  return (
    <ProfileSection title={t('profile.personal.title')}>
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
          {/* The phone's own picker, and no popover code (floating-ui) in the page for five entries. */}
          <NativeSelect
            label={t('profile.personal.language')}
            description={t('profile.personal.languageHint')}
            data={languages.map((language) => ({ value: language.id, label: language.text }))}
            {...form.field('languageId')}
            rightSection={<IconChevronDown size={16} aria-hidden="true" />}
            rightSectionPointerEvents="none"
          />
          <div className={classes.actions}>
            <Button type="submit" loading={form.submitting}>
              {t('profile.personal.save')}
            </Button>
          </div>
        </Stack>
      </form>
    </ProfileSection>
  );
}
