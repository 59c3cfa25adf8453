import { Button, NativeSelect, Stack } from '@mantine/core';
import { isLanguageId } from '@qtify/shared/i18n/languages';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { loadAuthSchemas, preloadAuthSchemas } from '../../components/load-auth-schemas';
import { NameFields } from '../../components/name-fields';
import { showSuccess } from '../../components/show-success';
import { switchLanguage } from '../../lib/i18n';
import { storeChosenLanguage } from '../../lib/language-store';
import { type CurrentUser, useUpdateCurrentUser } from '../../lib/queries/current-user';
import { useLanguages } from '../../lib/use-languages';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './profile.module.css';
import { ProfileSection } from './profile-section';

/** First name, last name and language. Saving a new language also switches the app to it. */
export function PersonalDataForm({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('common');
  const { languages } = useLanguages();
  const updateUser = useUpdateCurrentUser();
  const form = useSchemaForm({
    initialValues: { firstName: user.firstName, lastName: user.lastName, languageId: user.language.id },
    schema: () => loadAuthSchemas().then((schemas) => schemas.ZUpdateUserBody),
  });

  const submit = form.onSubmit(async (body, values) => {
    await updateUser.mutateAsync(body);
    let language = i18n.resolvedLanguage ?? values.languageId;
    if (isLanguageId(values.languageId)) {
      // Kept as this browser's choice too, or an earlier pick in the dropdown would win on reload.
      storeChosenLanguage(values.languageId);
      await switchLanguage(values.languageId);
      language = values.languageId;
    }
    // Worded in the language just chosen: this render's `t` and `i18n` still speak the previous one.
    showSuccess(i18n.getFixedT(language, 'common')('profile.personal.saved'));
  });

  return (
    <ProfileSection title={t('profile.personal.title')}>
      <form ref={form.ref} onSubmit={submit} onFocus={preloadAuthSchemas} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <NameFields firstName={form.getInputProps('firstName')} lastName={form.getInputProps('lastName')} />
          {/* The phone's own picker, and no popover code (floating-ui) in the page for five entries. */}
          <NativeSelect
            label={t('profile.personal.language')}
            description={t('profile.personal.languageHint')}
            data={languages.map((language) => ({ value: language.id, label: language.text }))}
            {...form.getInputProps('languageId')}
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
