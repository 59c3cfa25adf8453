import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/**
 * `t` for the lines and the station view: the waiting room's namespace (loaded with these screens),
 * then the industry's, then `common`. Industry wording is i18next context (`_restaurant`).
 */
export function useWorkflowTranslation() {
  const industry = useIndustry();
  const translation = useTranslation(['waitingRoom', industry, 'common'], { nsMode: 'fallback' });
  const language = translation.i18n.resolvedLanguage ?? translation.i18n.language;
  return { ...translation, context: industry, industry, language };
}
