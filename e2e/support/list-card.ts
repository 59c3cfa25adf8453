import type { Page } from '@playwright/test';

/** The card of one doctor (table, stylist) or appointment type in its list, found by its heading. */
export function listCard(page: Page, name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
}
