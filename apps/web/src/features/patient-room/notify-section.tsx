import { IconVolume } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import { useNotificationsSwitch } from '../../lib/queries/patient-entry';
import { useOnlineStatus } from '../../lib/use-online-status';
import { playNotificationSound, primeNotificationSound } from './notification-sound';
import { OfflineHint } from './offline-hint';
import classes from './patient-room.module.css';
import { askNotificationPermission, notificationsBlocked, PushRefused } from './push-refused';
import { browserTraits, pushSupport } from './push-support';

type Problem = 'denied' | 'failed' | null;

// Only iPhones and iPads in Safari's tab see the home-screen steps: their pictures load with them.
const HomeScreenSteps = lazy(() =>
  import('./home-screen-steps').then((module) => ({ default: module.HomeScreenSteps })),
);

/**
 * "Notify me": Web Push where the browser has it (the switch asks for permission in its click);
 * on an iPhone or iPad in Safari the steps to the home screen instead (the switch is offered once
 * the app runs from there). The sound plays either way while the page is open, and can be tried out.
 */
export function NotifySection({ token, enabled }: { token: string; enabled: boolean }) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const notifications = useNotificationsSwitch(token);
  const [support] = useState(() => pushSupport(browserTraits()));
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem>(() => (notificationsBlocked() ? 'denied' : null));
  const online = useOnlineStatus();

  const toggle = async (on: boolean) => {
    primeNotificationSound();
    setBusy(true);
    setProblem(null);
    try {
      // Asked in the click itself; the subscribing code loads meanwhile (only some visitors need it).
      const subscribe = on
        ? async () => {
            const [, { subscribeToPush }] = await Promise.all([
              askNotificationPermission(),
              import('./enable-push'),
            ]);
            return subscribeToPush();
          }
        : undefined;
      await notifications.mutateAsync({ enabled: on, subscribe });
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
              // biome-ignore lint/a11y/useAriaPropsForRole: a native checkbox states its own checked state; aria-checked beside it is redundant and can disagree with it (ARIA in HTML)
              role="switch"
              className={classes.switch}
              checked={enabled}
              disabled={busy || !online}
              aria-busy={busy}
              aria-describedby={online ? undefined : 'notify-offline'}
              onChange={(event) => void toggle(event.currentTarget.checked)}
            />
          </label>
          {!online && <OfflineHint id="notify-offline" />}
          {problem && (
            <p className={classes.error} role="alert">
              {t(problem === 'denied' ? 'notify.denied' : 'notify.failed')}
            </p>
          )}
        </>
      ) : support === 'needsHomeScreen' ? (
        <Suspense fallback={<p className={classes.hint}>{t('notify.homeScreen')}</p>}>
          <HomeScreenSteps />
        </Suspense>
      ) : (
        <p className={classes.hint}>{t('notify.unavailable')}</p>
      )}
      <p className={classes.hint}>{t('notify.keepOpen')}</p>
      <button type="button" className={buttonClass('light', 'md')} onClick={playNotificationSound}>
        <IconVolume size={20} aria-hidden="true" />
        {t('notify.testSound')}
      </button>
    </section>
  );
}
