import { useEffect } from 'react';
import { useRouteHandle } from '../../components/use-route-handle';
import { useIndustryTranslation } from '../../lib/use-industry-translation';

/** Keeps the tab title in step with the page and the language ("Kontakt – Qtify"). */
export function DocumentTitle() {
  // `t` changes with the language, so the effect follows language switches too.
  const { t } = useIndustryTranslation();
  const handle = useRouteHandle();
  const routeId = handle?.routeId ?? 'notFound';
  useEffect(() => {
    document.title =
      routeId === 'landing' ? `Qtify – ${t('app.tagline')}` : `${t(`routes.${routeId}`)} – Qtify`;
  }, [routeId, t]);
  return null;
}
