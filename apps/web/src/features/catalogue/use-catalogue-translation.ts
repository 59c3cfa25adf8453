import { useTranslation } from 'react-i18next';
import { useIndustry } from '../../lib/industry-context';

/** `t` for the catalogue: its own texts, then the industry's words, then `common`; `context` is the industry. */
export function useCatalogueTranslation() {
  const industry = useIndustry();
  const translation = useTranslation(['catalogue', industry, 'common'], { nsMode: 'fallback' });
  return { ...translation, context: industry };
}
