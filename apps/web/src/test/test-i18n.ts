import { INDUSTRIES } from '@qtify/shared/domain/industry';
import { initReactI18next } from 'react-i18next';
import { i18n } from '../lib/i18n';

const catalogues = import.meta.glob<{ default: Record<string, unknown> }>(
  '../../../../packages/shared/src/i18n/locales/{de,en}/*.json',
  { eager: true },
);

/** The app's i18n instance with the German and English catalogues in, as the app has them loaded. */
export function initTestI18n() {
  const resources: Record<string, Record<string, Record<string, unknown>>> = {};
  for (const [path, module] of Object.entries(catalogues)) {
    const [, language = '', namespace = ''] = /\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
    resources[language] = { ...resources[language], [namespace]: module.default };
  }
  return i18n.use(initReactI18next).init({
    lng: 'de',
    fallbackLng: 'de',
    resources,
    ns: ['common', 'member', ...INDUSTRIES],
    defaultNS: 'medical',
    fallbackNS: ['common', 'member'],
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
}
