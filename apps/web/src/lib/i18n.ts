import { DEFAULT_INDUSTRY } from '@qtify/shared/domain/industry';
import { DEFAULT_LANGUAGE, LANGUAGE_IDS } from '@qtify/shared/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { catalogueBackend } from './i18n-backend';
import { initialLanguage } from './language-store';

/**
 * i18next per DESIGN.md: `common` holds industry-neutral text, one namespace per industry holds
 * whole sentences with the industry's nouns. The industry namespace is the default and falls back
 * to `common`, so `t('key')` finds either. German is the default and fallback language.
 */
export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

/**
 * `withDefaultIndustry` false: a business's public page, which loads its place's industry
 * catalogue itself (showPlace) and would otherwise fetch the default industry's for nothing.
 */
export function initI18n({ withDefaultIndustry = true } = {}): Promise<unknown> {
  return i18n
    .use(catalogueBackend)
    .use(initReactI18next)
    .init({
      lng: initialLanguage(),
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: LANGUAGE_IDS,
      // 'de-AT' style codes are never requested: the ids are plain language codes.
      load: 'languageOnly',
      ns: withDefaultIndustry ? ['common', DEFAULT_INDUSTRY] : ['common'],
      defaultNS: DEFAULT_INDUSTRY,
      // The signed-in frame's texts live in their own namespace (app/shell/member-texts.tsx).
      fallbackNS: ['common', 'member'],
      interpolation: { escapeValue: false }, // React escapes already.
      react: { useSuspense: true },
    });
}

/**
 * Switches language once its catalogues are in: `changeLanguage` alone announces the new language
 * before loading it, and the suspended page would blink to a spinner.
 */
export async function switchLanguage(language: string): Promise<void> {
  await i18n.loadLanguages(language);
  await i18n.changeLanguage(language);
}
