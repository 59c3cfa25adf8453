import { browserStorage } from '../../lib/browser-storage';
import { reloadForChunkError } from './chunk-reload-guard';

/**
 * Vite reports a failed preload of a lazy chunk's dependencies as `vite:preloadError`. Reloading
 * (at most once a minute) picks up the new deploy; otherwise the error reaches the route's error page.
 */
export function installChunkReload(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (reloadForChunkError(browserStorage('session'), Date.now(), () => window.location.reload())) {
      event.preventDefault();
    }
  });
}
