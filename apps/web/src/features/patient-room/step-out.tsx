import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { useOnlineStatus } from '../../lib/use-online-status';
import { primeNotificationSound } from './notification-sound';
import { OfflineHint } from './offline-hint';
import { entryKey, setStepOut } from './patient-queue-api';
import classes from './patient-room.module.css';

/** Step out briefly and come back; the place is kept either way, and the page says so. */
export function StepOut({ token, out }: { token: string; out: boolean }) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const online = useOnlineStatus();

  const change = async () => {
    primeNotificationSound();
    setBusy(true);
    setFailed(false);
    try {
      queryClient.setQueryData(entryKey(token), await setStepOut(token, !out));
    } catch (error) {
      console.warn('Step out failed', error);
      setFailed(true);
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
      {failed && (
        <p className={classes.error} role="alert">
          {t('room.actionFailed')}
        </p>
      )}
    </section>
  );
}
