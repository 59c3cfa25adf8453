import { useTranslation } from 'react-i18next';
import { useIndustry } from './industry-context';

/**
 * `t` that looks a key up in the current industry's namespace first, then in `common`.
 * Use it for text that names the business, its people or its resources; `context` (the industry)
 * picks the industry's variant of a common key, e.g. `errors.NO_DOCTORS_restaurant`.
 */
export function useIndustryTranslation() {
  const industry = useIndustry();
  return { ...useTranslation([industry, 'common']), context: industry };
}
