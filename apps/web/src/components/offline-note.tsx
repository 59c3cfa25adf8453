import { IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

// Inline (the CSP allows inline styles): no stylesheet of its own to download on the patient pages.
const noteStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: '0.375rem',
  margin: 0,
  color: 'var(--mantine-color-dimmed)',
  fontSize: 'var(--mantine-font-size-sm)',
  fontWeight: 600,
} as const;

/**
 * Beside a button that needs the network, while the device is offline: why it is disabled. The
 * text is in `common`, so it shows even when nothing more can be downloaded.
 */
export function OfflineNote({ id }: { id?: string }) {
  const { t } = useTranslation('common');
  return (
    <p id={id} style={noteStyle} role="status">
      <IconWifiOff size={16} aria-hidden="true" />
      {t('offline.actionNeedsNetwork')}
    </p>
  );
}
