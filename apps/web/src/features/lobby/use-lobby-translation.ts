import { useTranslation } from 'react-i18next';

/**
 * `t` for the lobby display and the kiosk: their own namespace, then `common`. The place's industry
 * words the room (table, chair, desk) through i18next context: `t('display.room', { context })`.
 */
export function useLobbyTranslation() {
  const translation = useTranslation(['lobby', 'common'], { nsMode: 'fallback' });
  const language = translation.i18n.resolvedLanguage ?? translation.i18n.language;
  return { ...translation, language };
}
