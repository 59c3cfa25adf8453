import { DEFAULT_INDUSTRY, type Industry, isIndustry } from '@qtify/shared/domain/industry';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { i18n } from './i18n';

const IndustryContext = createContext<Industry>(DEFAULT_INDUSTRY);

/**
 * Carries the industry theme of the signed-in user's business (`user.shop.industry.theme`; business
 * when there is none) so screens can word things for practices, salons or restaurants.
 *
 * A new industry is passed on only once its catalogue is in: screens read it with `useTranslation`,
 * and a mounted screen that suspended for the catalogue would be replaced by its Suspense fallback
 * (losing what was typed into it). Until the first one is in, `fallback` shows instead.
 */
export function IndustryProvider({
  theme,
  fallback,
  children,
}: {
  theme: string | null | undefined;
  fallback: ReactNode;
  children: ReactNode;
}) {
  const wanted = isIndustry(theme) ? theme : DEFAULT_INDUSTRY;
  const [industry, setIndustry] = useState<Industry | null>(() =>
    i18n.hasLoadedNamespace(wanted) ? wanted : null,
  );
  useEffect(() => {
    let current = true;
    void i18n.loadNamespaces(wanted).then(() => {
      if (!current) return;
      // Keeps plain `t()` calls (defaultNS) in step with the provider.
      i18n.setDefaultNamespace(wanted);
      setIndustry(wanted);
    });
    return () => {
      current = false;
    };
  }, [wanted]);
  if (industry === null) return fallback;
  return <IndustryContext.Provider value={industry}>{children}</IndustryContext.Provider>;
}

export function useIndustry(): Industry {
  return useContext(IndustryContext);
}
