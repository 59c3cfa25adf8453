import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ROUTES } from '../../../packages/shared/src/app-routes/route-table';
import { pageModulesOf } from './page-preloads-plugin';

const PAGE_LOADERS = fileURLToPath(new URL('../src/app/page-loaders.ts', import.meta.url));

describe('the page preloads the build writes for the server', () => {
  const pages = pageModulesOf(readFileSync(PAGE_LOADERS, 'utf8'), PAGE_LOADERS);

  it('finds the module of every page of the route table in page-loaders.ts', () => {
    for (const route of ROUTES) expect(pages.get(route.page)?.modules.length, route.page).toBeGreaterThan(0);
  });

  it('takes a business’s public page’s data preload and its catalogues with the page', () => {
    const booking = pages.get('booking');
    expect(booking?.modules.map((module) => module.split('/src/')[1])).toEqual([
      'features/booking/preload-booking',
      'features/booking/booking-page',
    ]);
    expect(booking?.namespaces).toEqual(['booking']);
    expect(pages.get('landing')?.namespaces).toEqual(['marketing']);
    expect(pages.get('login')?.namespaces).toEqual([]);
  });
});
