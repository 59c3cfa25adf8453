import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useOnlineStatus } from '../lib/use-online-status';
import classes from './offline-banner.module.css';

/** Tells the visitor the connection is gone; disappears by itself when it is back. */
export function OfflineBanner() {
  const online = useOnlineStatus();
  const { t } = useTranslation('common');
  // The live region stays mounted so screen readers announce the change.
  return (
    <div role="status" aria-live="polite" className={classes.region}>
      {!online && (
        <div className={classes.banner}>
          <IconWifiOff size={18} aria-hidden="true" />
          <span>{t('offline.banner')}</span>
        </div>
      )}
    </div>
  );
}
