import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/** `t` for repeat prescriptions: their catalogue, then the industry's words, then `common`. */
export function usePrescriptionsTranslation() {
  const industry = useIndustry();
  const translation = useTranslation(['prescriptions', industry, 'common'], { nsMode: 'fallback' });
  return { ...translation, context: industry };
}
