import { DEFAULT_LANGUAGE } from '@qtify/shared/i18n/languages';
import { useEffect } from 'react';
import { useRouteHandle } from '../../components/use-route-handle';
import { usePlaceBrand } from '../../lib/place-brand';
import { useIndustryTranslation } from '../../lib/use-industry-translation';

let firstPage = true;

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
  }, [routeId, t, placeName]);
  const language = i18n.resolvedLanguage ?? i18n.language;
  useEffect(() => {
    // The server wrote the first page's German description into the HTML: only another language or
    // another page needs the catalogue, which then loads on its own (no first visit carries it).
    if (firstPage && language === DEFAULT_LANGUAGE) {
      firstPage = false;
      return;
    }
    firstPage = false;
    let current = true;
    i18n.loadNamespaces('descriptions').then(
      () => {
        if (!current) return;
        const key = i18n.exists(routeId, { ns: 'descriptions' }) ? routeId : 'default';
        document
          .querySelector('meta[name="description"]')
          ?.setAttribute('content', i18n.t(key, { ns: 'descriptions' }));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [routeId, language, i18n]);
  return null;
}
