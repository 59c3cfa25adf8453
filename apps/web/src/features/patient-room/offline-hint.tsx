import { useTranslation } from 'react-i18next';
import classes from './patient-room.module.css';

/**
 * Beside an action that needs the network, while the device is offline: why it is disabled. (The
 * patient pages' own small version of components/offline-note.tsx: no extra chunk on their first
 * visit.) The text is in `common`, which is always loaded.
 */
export function OfflineHint({ id }: { id: string }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} className={classes.offlineHint} role="status">
      {t('offline.actionNeedsNetwork')}
    </p>
  );
}
