import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/**
 * `t` for the start page: its texts in the staff catalogue (`member`, under `start.`), then the
 * industry's words, then `common`. `context` (the industry) picks "Tische" over "Ärzt:innen".
 */
export function useStartTranslation() {
  const industry = useIndustry();
  const translation = useTranslation(['member', industry, 'common'], { nsMode: 'fallback' });
  return { ...translation, context: industry };
}
