import { isLanguageId } from '@qtify/shared/i18n/languages';
import { useEffect } from 'react';
import { i18n } from './i18n';
import { readChosenLanguage } from './language-store';
import { useLanguages } from './use-languages';

/**
 * Spec §1: the first language of the server's list is the default shown. It applies only while the
 * visitor has not chosen a language themselves.
 */
export function useServerDefaultLanguage(): void {
  const { languages, fromServer } = useLanguages();
  const first = languages[0]?.id;
  useEffect(() => {
    if (!fromServer || !isLanguageId(first) || readChosenLanguage() !== null) return;
    if (i18n.resolvedLanguage !== first) void i18n.changeLanguage(first);
  }, [first, fromServer]);
}
