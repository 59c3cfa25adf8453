import { IconVolume } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { notificationsBlocked, PushRefused, subscribeToPush } from './enable-push';
import { playNotificationSound, primeNotificationSound } from './notification-sound';
import { entryKey, setNotifications } from './patient-queue-api';
import classes from './patient-room.module.css';
import { browserTraits, pushSupport } from './push-support';

type Problem = 'denied' | 'failed' | null;

/**
 * "Notify me": Web Push where the browser has it (the switch asks for permission in its click);
 * on an iPhone in Safari a sentence about the home screen instead. The sound plays either way
 * while the page is open, and can be tried out.
 */
export function NotifySection({ token, enabled }: { token: string; enabled: boolean }) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const queryClient = useQueryClient();
  const [support] = useState(() => pushSupport(browserTraits()));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(() => (notificationsBlocked() ? 'denied' : null));

  const toggle = async (on: boolean) => {
    primeNotificationSound();
    setBusy(true);
    setProblem(null);
    try {
      const subscription = on ? await subscribeToPush() : undefined;
      queryClient.setQueryData(entryKey(token), await setNotifications(token, on, subscription));
    } catch (error) {
      console.warn('Notifications not changed', error);
      setProblem(error instanceof PushRefused ? error.reason : 'failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={classes.section} aria-labelledby="notify-heading">
      <h2 id="notify-heading" className={classes.sectionHeading}>
        {t('notify.heading')}
      </h2>
      {support === 'available' ? (
        <>
          <label className={classes.switchRow}>
            <span className={classes.switchText}>
              <span className={classes.switchLabel}>{t('notify.label')}</span>
              <span className={classes.hint}>{t('notify.hint')}</span>
            </span>
            <input
              type="checkbox"
              role="switch"
              className={classes.switch}
              checked={enabled}
              aria-checked={enabled}
              disabled={busy}
              aria-busy={busy}
              onChange={(event) => void toggle(event.currentTarget.checked)}
            />
          </label>
          {problem && (
            <p className={classes.error} role="alert">
              {t(problem === 'denied' ? 'notify.denied' : 'notify.failed')}
            </p>
          )}
        </>
      ) : (
        <p className={classes.hint}>
          {t(support === 'needsHomeScreen' ? 'notify.homeScreen' : 'notify.unavailable')}
        </p>
      )}
      <p className={classes.hint}>{t('notify.keepOpen')}</p>
      <button type="button" className={buttonClass('light', 'md')} onClick={playNotificationSound}>
        <IconVolume size={20} aria-hidden="true" />
        {t('notify.testSound')}
      </button>
    </section>
  );
}
