import type { BackendModule, ReadCallback } from 'i18next';

type Catalogue = Record<string, unknown>;

// Every catalogue becomes its own small chunk, so a visitor downloads only the language and the
// namespaces in use. The catalogues live in packages/shared because the server uses them too.
// Keys are relative to `base` ('./de/common.json'), which keeps the map in the entry chunk short.
// The mail namespace is the server's (e-mails), never the browser's.
const catalogues = import.meta.glob<Catalogue>(['./*/*.json', '!./*/mail.json'], {
  base: '../../../../packages/shared/src/i18n/locales/',
  import: 'default',
});

function catalogueKey(language: string, namespace: string): string {
  return `./${language}/${namespace}.json`;
}

/** An i18next backend that reads the bundled catalogues on demand. */
export const catalogueBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {},
  read(language: string, namespace: string, callback: ReadCallback) {
    const load = catalogues[catalogueKey(language, namespace)];
    if (!load) {
      callback(new Error(`No catalogue ${language}/${namespace}`), false);
      return;
    }
    load().then(
      (catalogue) => callback(null, catalogue),
      // `true` asks i18next to retry: a chunk can fail on a flaky connection.
      (error: unknown) => callback(error instanceof Error ? error : String(error), true),
    );
  },
};
