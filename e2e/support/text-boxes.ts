import type { Page } from '@playwright/test';

/** Where each heading and paragraph of the page is, and how large, to the pixel. */
export function textBoxes(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('h1, h2, p'))
      .slice(0, 5)
      .map((element) => {
        const box = element.getBoundingClientRect();
        return `${element.textContent} @${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
      }),
  );
}

/**
 * Every text of the first view with the box of its glyphs, and the box of the same text (its n-th
 * occurrence) in the page now; `missing` lists the texts the page no longer shows.
 */
export function glyphBoxes(page: Page) {
  return page.evaluate(() => {
    const texts = (root: Element) => {
      const found: { text: string; box: string }[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent?.trim() ?? '';
        if (!text) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        const box = range.getBoundingClientRect();
        found.push({
          text,
          box: `@${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`,
        });
      }
      return found;
    };
    return texts(document.getElementById('root') as Element);
  });
}

export function sameTexts(before: { text: string; box: string }[], after: { text: string; box: string }[]) {
  const seen = new Map<string, number>();
  return before.map(({ text }) => {
    const nth = seen.get(text) ?? 0;
    seen.set(text, nth + 1);
    const match = after.filter((item) => item.text === text)[nth];
    return `${text} ${match?.box ?? 'missing'}`;
  });
}
