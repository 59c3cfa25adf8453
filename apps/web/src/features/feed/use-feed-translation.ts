import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/**
 * `t` for the notice board: its texts in the staff catalogue (`member`, under `feed.`), then the
 * industry's words, then `common`. `context` (the industry) picks "Gäste" over "Patient:innen".
 */
export function useFeedTranslation() {
  const industry = useIndustry();
  const translation = useTranslation(['member', industry, 'common'], { nsMode: 'fallback' });
  return { ...translation, context: industry };
}
