import { useIsFetching } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import classes from './navigation-progress.module.css';
import { usePageLoading } from './page-loading';

// Spec §9: the bar appears only when loading takes longer than 200 ms and gives up after 5000 ms.
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5000;
const FADE_MS = 300;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * A thin bar at the top while a page (its code chunk) or first data is loading.
 * Background refetches of data already on screen do not count.
 */
export function NavigationProgress() {
  const pageLoading = usePageLoading();
  const firstLoads = useIsFetching({ predicate: (query) => query.state.status === 'pending' });
  const busy = pageLoading || firstLoads > 0;
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (!busy) return;
    const show = window.setTimeout(() => setPhase('running'), PROGRESS_THROTTLE_MS);
    const giveUp = window.setTimeout(
      () => setPhase((current) => (current === 'running' ? 'finishing' : current)),
      PROGRESS_THROTTLE_MS + PROGRESS_DURATION_MS,
    );
    return () => {
      window.clearTimeout(show);
      window.clearTimeout(giveUp);
      setPhase((current) => (current === 'running' ? 'finishing' : current));
    };
  }, [busy]);

  useEffect(() => {
    if (phase !== 'finishing') return;
    const hide = window.setTimeout(() => setPhase('idle'), FADE_MS);
    return () => window.clearTimeout(hide);
  }, [phase]);

  if (phase === 'idle') return null;
  return <div className={classes.bar} data-phase={phase} aria-hidden="true" />;
}
