import { DEFAULT_INDUSTRY, type Industry, isIndustry } from '@qtify/shared/domain/industry';
import { createContext, type ReactNode, useContext, useEffect } from 'react';
import { i18n } from './i18n';

const IndustryContext = createContext<Industry>(DEFAULT_INDUSTRY);

/**
 * Carries the industry theme of the signed-in user's business (`user.shop.industry.theme`; business
 * when there is none) so screens can word things for practices, salons or restaurants.
 */
export function IndustryProvider({
  theme,
  children,
}: {
  theme: string | null | undefined;
  children: ReactNode;
}) {
  const industry = isIndustry(theme) ? theme : DEFAULT_INDUSTRY;
  useEffect(() => {
    // Keeps plain `t()` calls (defaultNS) in step with the provider.
    void i18n.loadNamespaces(industry).then(() => i18n.setDefaultNamespace(industry));
  }, [industry]);
  return <IndustryContext.Provider value={industry}>{children}</IndustryContext.Provider>;
}

export function useIndustry(): Industry {
  return useContext(IndustryContext);
}
