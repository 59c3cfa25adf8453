import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails on any serious or critical axe violation of the page as it is now, naming the step and
 * the elements. `exclude`: selectors audited elsewhere (e.g. the shell's toasts). Waits for running
 * transitions first: a dialog fading in has half-transparent text, which axe reads as too little
 * contrast (a flaky failure of the erasure question).
 */
export async function expectNoSevereViolations(page: Page, step: string, { exclude = [] as string[] } = {}) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Number.POSITIVE_INFINITY,
      ),
  );
  let builder = new AxeBuilder({ page });
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const severe = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    severe.map((v) => `${step}: ${v.id} ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
  ).toEqual([]);
}
