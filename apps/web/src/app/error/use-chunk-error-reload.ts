import { useEffect, useState } from 'react';
import { browserStorage } from '../../lib/browser-storage';
import { isChunkLoadError, reloadForChunkError } from './chunk-reload-guard';

/**
 * For an error boundary: if the error is a code chunk that failed to load (typically the old page
 * after a deploy), reload once so the new version comes in. The error pages render at the address
 * the visitor was going to, so the reload lands there. Returns true while a reload is under way;
 * false means show the error (not a chunk error, or the guard refused a second reload in 60 s).
 */
export function useChunkErrorReload(error: unknown): boolean {
  const chunkError = isChunkLoadError(error);
  const [refused, setRefused] = useState(false);
  useEffect(() => {
    if (!chunkError) return;
    const reloading = reloadForChunkError(browserStorage('session'), Date.now(), () =>
      window.location.reload(),
    );
    if (!reloading) setRefused(true);
  }, [chunkError]);
  return chunkError && !refused;
}
