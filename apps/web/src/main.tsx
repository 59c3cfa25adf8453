// Mantine's global styles first, in its cascade layer, so app styles always win.
// Mantine's CSS variables are not among them: MantineProvider writes them all (app/providers.tsx).
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import './app/app.css';
import './app/first-view.css';
import { DEFAULT_LANGUAGE } from '@qtify/shared/i18n/languages';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { isPlacePage, preloadPage } from './app/preload-page';
import { readColorTheme } from './lib/color-theme-store';
import { initI18n } from './lib/i18n';
import { initialLanguage, keepLanguageCookie } from './lib/language-store';
import { colorSchemeOf } from './lib/mantine-theme';
import { createQueryClient } from './lib/query-client';

// Set before the first paint so a dark-theme visitor does not see a white flash. (No inline
// script can do this: the CSP allows scripts from our origin only.)
document.documentElement.dataset.mantineColorScheme = colorSchemeOf(readColorTheme());

// The installable app (issue 8). Chrome may offer installing before anything else has loaded, so
// that offer is kept here; the service worker and the prompts come after the page, in a chunk of
// their own (lib/service-worker.ts).
if (import.meta.env.PROD) {
  let installPrompt: Event | null = null;
  const keep = (event: Event) => {
    event.preventDefault();
    installPrompt = event;
  };
  addEventListener('beforeinstallprompt', keep);
  // A first visit (no worker yet) lets the page settle first: registering downloads the whole app
  // for offline use, which must not queue before the page's own data on a phone network.
  addEventListener('load', () => {
    const start = () =>
      import('./lib/service-worker').then((pwa) => pwa.startServiceWorker(() => installPrompt));
    setTimeout(start, navigator.serviceWorker?.controller ? 0 : 5000);
  });
}

// The server's first view (German, app/first-view.css) stays until the first render replaces it.
// A visitor who chose another language before the choice was kept in a cookie too gets the cookie
// now, and this once no German first view.
keepLanguageCookie();
if (initialLanguage() !== DEFAULT_LANGUAGE) document.querySelector('.first-view')?.remove();

const root = createRoot(document.getElementById('root')!);
const queryClient = createQueryClient();
// Render once the active language's catalogues are in, so no raw keys flash, and the page's chunk
// and frame and (a business's public page) its data and brand, so the page renders once,
// complete: a loader rendered first costs a phone a whole render (4× throttled in Lighthouse)
// before the page's own. A slow answer does not hold the page longer than FIRST_RENDER_WAIT_MS: it shows its
// own loader then.
const FIRST_RENDER_WAIT_MS = 3000;
const url = new URL(location.href);
const catalogues = initI18n({ withDefaultIndustry: !isPlacePage(url) });
const place = preloadPage(url, queryClient);
const waited = new Promise((resolve) => setTimeout(resolve, FIRST_RENDER_WAIT_MS));
void Promise.allSettled([catalogues, Promise.race([place, waited])]).then(() => {
  // As a transition the first render is sliced into short tasks (React yields every few ms) instead
  // of one long one: a phone stays responsive meanwhile, and Total Blocking Time, which counts every
  // long task after the first view's paint, drops (decision 0008). The first view stays until the commit.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App queryClient={queryClient} />
      </StrictMode>,
    );
  });
});
