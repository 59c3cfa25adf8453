import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/**
 * `t` for the calendar: its own namespace (loaded with this page only), then the industry's, then
 * `common`. Industry wording is i18next context: `t('filterLabel', { context })` finds
 * `filterLabel_restaurant` for a restaurant and `filterLabel` for a generic business.
 */
export function useCalendarTranslation() {
  const industry = useIndustry();
  // 'fallback' looks a key up in every namespace of the list (react-i18next's default uses the first only).
  const translation = useTranslation(['calendar', industry, 'common'], { nsMode: 'fallback' });
  return { ...translation, context: industry, industry };
}
