import { StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { usePwaState } from '../lib/pwa-state';
import { InstallBanner } from './install-banner';
import classes from './pwa-prompts.module.css';
import { UpdatePrompt } from './update-prompt';

/** The install banner or the update prompt (the update first: a stale app matters more). */
function PwaPrompts() {
  const { installPrompt, waitingWorker } = usePwaState();
  return (
    // Its texts (namespace `pwa`) load with it; until then nothing shows.
    <Suspense fallback={null}>
      <div className={classes.region} aria-live="polite">
        {waitingWorker ? (
          <UpdatePrompt worker={waitingWorker} />
        ) : installPrompt ? (
          <InstallBanner prompt={installPrompt} />
        ) : null}
      </div>
    </Suspense>
  );
}

/** Renders the prompts in a root of their own, so no page or frame has to carry them. */
export function mountPwaPrompts(): void {
  const host = document.createElement('div');
  host.id = 'pwa-prompts';
  document.body.append(host);
  createRoot(host).render(
    <StrictMode>
      <PwaPrompts />
    </StrictMode>,
  );
}
