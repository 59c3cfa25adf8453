import { ROUTES } from '@qtify/shared/app-routes/route-table';
import { INDUSTRIES } from '@qtify/shared/domain/industry';
import business from '@qtify/shared/i18n/locales/de/business.json';
import common from '@qtify/shared/i18n/locales/de/common.json';
import hairdresser from '@qtify/shared/i18n/locales/de/hairdresser.json';
import medical from '@qtify/shared/i18n/locales/de/medical.json';
import restaurant from '@qtify/shared/i18n/locales/de/restaurant.json';
import { describe, expect, it } from 'vitest';
import { buildMemberNavigation } from './shell/member-navigation';

// The shell looks keys up in the industry namespace first, then in common (catalogues.test.ts
// checks that the other languages and industries have the same keys as German business).
const industryCatalogues = { business, hairdresser, medical, restaurant };

function has(catalogue: object, key: string): boolean {
  let node: unknown = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string';
}

const resolvable = (key: string) =>
  has(common, key) || INDUSTRIES.every((industry) => has(industryCatalogues[industry], key));

describe('shell wording', () => {
  it('has a title for every page of the route table and for the not-found page', () => {
    const missing = [...ROUTES.map((spec) => spec.id), 'notFound'].filter(
      (id) => !resolvable(`routes.${id}`),
    );
    expect(missing).toEqual([]);
  });

  it('has a label for every menu entry, group, name and subtitle', () => {
    const practice = buildMemberNavigation(
      {
        company: { id: '1', name: '' },
        shop: { id: '1', name: '', industry: { theme: 'medical' } },
        temporary: false,
      },
      false,
      false,
      true,
    );
    const owner = buildMemberNavigation({ company: null, shop: null, temporary: false });
    const patient = buildMemberNavigation({ company: null, shop: null, temporary: true });
    const guest = buildMemberNavigation({ company: null, shop: null, temporary: true }, false, true);
    const keys = [practice, owner, patient, guest].flatMap((navigation) => [
      ...('key' in navigation.title ? [navigation.title.key] : []),
      ...(navigation.subtitleKey ? [navigation.subtitleKey] : []),
      ...navigation.groups.flatMap((group) => [
        ...(group.labelKey ? [group.labelKey] : []),
        ...group.items.map((item) => item.labelKey),
      ]),
    ]);
    expect(keys.filter((key) => !resolvable(key))).toEqual([]);
  });

  it('words a restaurant’s guest as Gast on the Warteliste, not as a patient in the waiting room', () => {
    const guest = buildMemberNavigation({ company: null, shop: null, temporary: true }, false, true);
    const text = (key: string) => {
      let node: unknown = has(restaurant, key) ? restaurant : common;
      for (const part of key.split('.')) node = (node as Record<string, unknown>)[part];
      return node;
    };
    expect('key' in guest.title && text(guest.title.key)).toBe('Gast');
    expect(guest.groups[0]?.items.map((item) => text(item.labelKey))).toEqual(['Warteliste', 'Profil']);
  });
});
