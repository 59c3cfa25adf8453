import { isLanguageId } from '@qtify/shared/i18n/languages';
import { IconChevronDown } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { switchLanguage } from '../lib/i18n';
import { storeChosenLanguage } from '../lib/language-store';
import { useCurrentUser, useUpdateCurrentUser } from '../lib/queries/current-user';
import { useLanguages } from '../lib/use-languages';
import { DropdownMenu } from './dropdown-menu';
import { FlagIcon } from './flag-icon';
import classes from './language-select.module.css';

/**
 * The language dropdown of the top bar: flags with the language names from the server. A signed-in
 * user's choice is also saved to their profile, so e-mails, pushes and other devices follow it.
 */
export function LanguageSelect() {
  const { t, i18n } = useTranslation('common');
  const { languages } = useLanguages();
  const { user } = useCurrentUser();
  const updateUser = useUpdateCurrentUser();
  const active = i18n.resolvedLanguage ?? languages[0]?.id ?? 'de';
  const activeText = languages.find((language) => language.id === active)?.text ?? active;

  const choose = (id: string) => {
    if (!isLanguageId(id)) return;
    storeChosenLanguage(id);
    void switchLanguage(id);
    if (user && user.language?.id !== id) {
      // The page has switched already; if saving fails the profile keeps the old language, which the
      // profile page shows and can save again. Not worth interrupting the user for.
      updateUser.mutate({ languageId: id });
    }
  };

  return (
    <DropdownMenu
      // The visible code starts the name, so speech input ("click DE") finds the button.
      label={`${active.toUpperCase()} – ${t('a11y.chooseLanguage', { language: activeText })}`}
      heading={t('a11y.language')}
      trigger={
        <>
          <FlagIcon language={active} />
          <span className={classes.code}>{active.toUpperCase()}</span>
          <IconChevronDown size={14} stroke={2} aria-hidden="true" />
        </>
      }
      items={languages.map((language) => ({
        id: language.id,
        label: language.text,
        lang: language.id,
        icon: <FlagIcon language={language.id} />,
        checked: language.id === active,
      }))}
      onSelect={choose}
    />
  );
}
