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
 * Where each of these texts is on the page, and how large, to the pixel: the box of its first text
 * node, whatever element holds it (a first view may show a link's text as plain text).
 */
export function textPlaces(page: Page, texts: readonly string[]) {
  return page.evaluate(
    (wanted) =>
      wanted.map((text) => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.textContent?.trim() !== text) continue;
          const range = document.createRange();
          range.selectNodeContents(node);
          const box = range.getBoundingClientRect();
          return `${text} @${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}`;
        }
        return `${text}: not on the page`;
      }),
    texts,
  );
}
