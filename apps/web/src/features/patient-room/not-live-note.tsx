import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import classes from './patient-room.module.css';

/** Over the position while offline: what is shown is the last known state, from `at`, not live. */
export function NotLiveNote({ at }: { at: number }) {
  const { t, i18n } = useTranslation('pwa');
  const time = new Date(at).toLocaleTimeString(i18n.resolvedLanguage ?? i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
  });
  // Its words could not be loaded (offline before the service worker kept them): the faded card
  // and the offline banner say it without this note, rather than showing raw keys.
  const title = t('offline.notLive', { defaultValue: '' });
  if (!title) return null;
  return (
    <div className={classes.notLive} data-testid="not-live">
      <IconWifiOff size={20} aria-hidden="true" />
      <p>
        <strong>{title}</strong> <span>{t('offline.asOf', { time })}</span>
      </p>
    </div>
  );
}
