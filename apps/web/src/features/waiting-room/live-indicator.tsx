import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** "Live" while the socket is connected; otherwise that the list may be behind. */
export function LiveIndicator({ connected, compact = false }: { connected: boolean; compact?: boolean }) {
  const { t } = useWaitingRoomTranslation();
  return (
    <span
      className={classes.live}
      data-connected={connected || undefined}
      data-compact={compact || undefined}
      role="status"
      title={connected ? t('live.onHint') : t('live.offHint')}
      data-testid="live-indicator"
    >
      <span className={classes.liveDot} aria-hidden="true" />
      <span className={compact ? 'visually-hidden' : undefined}>
        {connected ? t('live.on') : t('live.off')}
      </span>
    </span>
  );
}
