import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/** `t` for the counter's pages: their catalogue, then the industry's words, then `common`. */
export function useBillsTranslation() {
  const industry = useIndustry();
  const translation = useTranslation(['bills', industry, 'common'], { nsMode: 'fallback' });
  return { ...translation, context: industry };
}
