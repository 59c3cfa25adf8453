import { isLanguageId } from '@qtify/shared/i18n/languages';
import { useEffect } from 'react';
import { i18n, switchLanguage } from './i18n';
import { readChosenLanguage } from './language-store';
import { useLanguages } from './use-languages';

/**
 * The language shown when the visitor has not picked one in this browser: the signed-in user's
 * profile language, else the first entry of the server's list (spec §1: the first is the default).
 * A choice made in the dropdown always wins.
 */
export function useDefaultLanguage(userLanguage: string | null | undefined): void {
  const { languages, fromServer } = useLanguages();
  const serverDefault = fromServer ? languages[0]?.id : undefined;
  const preferred = userLanguage ?? serverDefault;
  useEffect(() => {
    if (!isLanguageId(preferred) || readChosenLanguage() !== null) return;
    if (i18n.resolvedLanguage !== preferred) void switchLanguage(preferred);
  }, [preferred]);
}
