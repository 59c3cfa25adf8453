import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/**
 * `t` for the waiting room: its own namespace (loaded with these screens only), then the industry's,
 * then `common`. Industry wording is i18next context: `t('status.checkIn', { context })` finds
 * `status.checkIn_restaurant` for a restaurant.
 */
export function useWaitingRoomTranslation() {
  const industry = useIndustry();
  // 'fallback' looks a key up in every namespace of the list (react-i18next's default uses the first only).
  const translation = useTranslation(['waitingRoom', industry, 'common'], { nsMode: 'fallback' });
  const language = translation.i18n.resolvedLanguage ?? translation.i18n.language;
  return { ...translation, context: industry, industry, language };
}
