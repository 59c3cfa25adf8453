import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { isApiError } from '../../lib/api-error';
import { useOnlineStatus } from '../../lib/use-online-status';
import { primeNotificationSound } from './notification-sound';
import { OfflineHint } from './offline-hint';
import { setStepOut } from './patient-queue-api';
import classes from './patient-room.module.css';
import { receiveOwnEntry } from './receive-queue-move';

/** Step out briefly and come back; the place is kept either way, and the page says so. */
export function StepOut({ token, out }: { token: string; out: boolean }) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState<'failed' | 'tooOften' | null>(null);
  const online = useOnlineStatus();

  const change = async () => {
    primeNotificationSound();
    setBusy(true);
    setFailed(null);
    try {
      receiveOwnEntry(queryClient, token, await setStepOut(token, !out));
    } catch (error) {
      // Over the limit of toggles (429): calmly, the place is kept.
      if (isApiError(error) && error.status === 429) setFailed('tooOften');
      else {
        console.warn('Step out failed', error);
        setFailed('failed');
      }
    } finally {
      setBusy(false);
    }
  };

  const Icon = out ? IconDoorEnter : IconDoorExit;
  return (
    <section className={classes.section} data-out={out || undefined}>
      <p className={out ? classes.outNotice : classes.muted} role="status">
        {out ? t('room.out') : t('room.stepOutHint')}
      </p>
      <button
        type="button"
        className={`${buttonClass(out ? 'primary' : 'default', 'md')} ${classes.wide}`}
        onClick={() => void change()}
        disabled={busy || !online}
        aria-busy={busy}
        aria-describedby={online ? undefined : 'step-out-offline'}
      >
        <Icon size={20} aria-hidden="true" />
        {out ? t('room.return') : t('room.stepOut')}
      </button>
      {!online && <OfflineHint id="step-out-offline" />}
      {failed === 'failed' && (
        <p className={classes.error} role="alert">
          {t('room.actionFailed')}
        </p>
      )}
      {failed === 'tooOften' && (
        <p className={classes.muted} role="status">
          {t('room.tooOften')}
        </p>
      )}
    </section>
  );
}
