import { IconDoorEnter, IconDoorExit } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { isApiError } from '../../lib/api-error';
import { useStepOut } from '../../lib/queries/patient-entry';
import { useOnlineStatus } from '../../lib/use-online-status';
import { primeNotificationSound } from './notification-sound';
import { OfflineHint } from './offline-hint';
import classes from './patient-room.module.css';

/** Step out briefly and come back; the place is kept either way, and the page says so. */
export function StepOut({ token, out }: { token: string; out: boolean }) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const stepOut = useStepOut(token);
  const online = useOnlineStatus();
  const busy = stepOut.isPending;
  // Over the limit of toggles (429): calmly, the place is kept.
  const failed = !stepOut.error
    ? null
    : isApiError(stepOut.error) && stepOut.error.status === 429
      ? 'tooOften'
      : 'failed';

  const change = () => {
    primeNotificationSound();
    stepOut.mutate(!out, { onError: (error) => console.warn('Step out failed', error) });
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
        onClick={change}
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
