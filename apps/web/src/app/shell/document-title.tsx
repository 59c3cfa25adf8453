import { useEffect } from 'react';
import { useRouteHandle } from '../../components/use-route-handle';
import { useIndustryTranslation } from '../../lib/use-industry-translation';

/**
 * Keeps the tab title and the meta description in step with the page and the language ("Kontakt –
 * Qtify"). The server writes the same into the index.html it answers (page-head.ts), for crawlers
 * and link previews that run no JavaScript; this follows the visitor's own language and the page
 * changes after that.
 */
export function DocumentTitle() {
  // `t` changes with the language, so the effect follows language switches too.
  const { t, i18n } = useIndustryTranslation();
  const handle = useRouteHandle();
  const routeId = handle?.routeId ?? 'notFound';
  useEffect(() => {
    document.title =
      routeId === 'landing' ? `Qtify – ${t('app.tagline')}` : `${t(`routes.${routeId}`)} – Qtify`;
    const description = document.querySelector('meta[name="description"]');
    const key = `descriptions.${routeId}`;
    description?.setAttribute(
      'content',
      t(i18n.exists(key, { ns: 'common' }) ? key : 'descriptions.default'),
    );
  }, [routeId, t, i18n]);
  return null;
}
