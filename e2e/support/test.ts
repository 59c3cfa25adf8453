import { test as base, expect } from '@playwright/test';

/**
 * Playwright's `test`, failing any test during which a page of its browser context threw an
 * uncaught error: the app must never do that, even where the screen still looks right.
 */
export const test = base.extend<{ noUncaughtErrors: undefined }>({
  noUncaughtErrors: [
    async ({ context }, use) => {
      const errors: string[] = [];
      context.on('weberror', (error) => errors.push(error.error().message));
      await use(undefined);
      expect(errors, 'uncaught errors in the app').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
