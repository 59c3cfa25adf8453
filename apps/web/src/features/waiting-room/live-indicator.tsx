import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** "Live" while the socket is connected; otherwise that the list may be behind. */
export function LiveIndicator({ connected }: { connected: boolean }) {
  const { t } = useWaitingRoomTranslation();
  return (
    <span
      className={classes.live}
      data-connected={connected || undefined}
      role="status"
      title={connected ? t('live.onHint') : t('live.offHint')}
      data-testid="live-indicator"
    >
      <span className={classes.liveDot} aria-hidden="true" />
      {connected ? t('live.on') : t('live.off')}
    </span>
  );
}
