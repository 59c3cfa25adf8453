import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/**
 * `t` for the timetable: its texts in the staff catalogue (`member`, under `timetable.`), then the
 * industry's words, then `common`. `context` (the industry) picks "Tische" over "Ärzt:innen".
 */
export function useTimetableTranslation() {
  const industry = useIndustry();
  const translation = useTranslation(['member', industry, 'common'], { nsMode: 'fallback' });
  const language = translation.i18n.resolvedLanguage ?? translation.i18n.language;
  return { ...translation, context: industry, language };
}
