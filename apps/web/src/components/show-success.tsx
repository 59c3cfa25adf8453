import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';
import { i18n } from '../lib/i18n';

/** A short confirmation toast; the member shell mounts the toasts (app/shell/toasts.tsx). */
export function showSuccess(message: string, autoClose = 4000): void {
  notifications.show({
    message,
    color: 'green',
    icon: <IconCheck size={18} aria-hidden="true" />,
    autoClose,
    closeButtonProps: { 'aria-label': i18n.t('actions.closeMessage', { ns: 'common' }) },
  });
}
