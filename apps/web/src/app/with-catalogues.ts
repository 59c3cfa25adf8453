import { i18n } from '../lib/i18n';

/**
 * A page's chunk together with the catalogues it reads, fetched at the same time: one round trip
 * instead of two on a phone network, and the page does not flash its loader a second time while
 * `useTranslation` suspends for the catalogue after mounting.
 */
export function withCatalogues<T>(chunk: Promise<T>, namespaces: string[]): Promise<T> {
  return Promise.all([chunk, i18n.loadNamespaces(namespaces)]).then(([module]) => module);
}
