import { useEffect } from 'react';
import { useRouteHandle } from '../../components/use-route-handle';
import { usePlaceBrand } from '../../lib/place-brand';
import { useIndustryTranslation } from '../../lib/use-industry-translation';

/**
 * Keeps the tab title in step with the page and the language ("Kontakt – Qtify"). A business's
 * public page is titled with the business's name once it is known: that is what a patient looks
 * for among their tabs.
 */
export function DocumentTitle() {
  // `t` changes with the language, so the effect follows language switches too.
  const { t } = useIndustryTranslation();
  const handle = useRouteHandle();
  const routeId = handle?.routeId ?? 'notFound';
  const brand = usePlaceBrand();
  const placeName = handle?.frame === 'business' && brand.status === 'known' ? brand.place.name : null;
  useEffect(() => {
    document.title =
      placeName ??
      (routeId === 'landing' ? `Qtify – ${t('app.tagline')}` : `${t(`routes.${routeId}`)} – Qtify`);
  }, [routeId, t, placeName]);
  return null;
}
