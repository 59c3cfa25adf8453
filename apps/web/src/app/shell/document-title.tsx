import { useEffect } from 'react';
import { useRouteHandle } from '../../components/use-route-handle';
import { usePlaceBrand } from '../../lib/place-brand';
import { useIndustryTranslation } from '../../lib/use-industry-translation';

/**
 * Keeps the tab title and the meta description in step with the page and the language ("Kontakt –
 * Qtify"). A business's public page is titled with the business's name once it is known: that is
 * what a patient looks for among their tabs. The server writes the page's title and description
 * into the index.html it answers (page-head.ts), for crawlers and link previews that run no
 * JavaScript; this follows the visitor's own language and the page changes after that.
 */
export function DocumentTitle() {
  // `t` changes with the language, so the effect follows language switches too.
  const { t, i18n } = useIndustryTranslation();
  const handle = useRouteHandle();
  const routeId = handle?.routeId ?? 'notFound';
  const brand = usePlaceBrand();
  const placeName = handle?.frame === 'business' && brand.status === 'known' ? brand.place.name : null;
  useEffect(() => {
    document.title =
      placeName ??
      (routeId === 'landing' ? `Qtify – ${t('app.tagline')}` : `${t(`routes.${routeId}`)} – Qtify`);
    const description = document.querySelector('meta[name="description"]');
    const key = `descriptions.${routeId}`;
    description?.setAttribute(
      'content',
      t(i18n.exists(key, { ns: 'common' }) ? key : 'descriptions.default'),
    );
  }, [routeId, t, i18n, placeName]);
  return null;
}
