import { notifications } from '@mantine/notifications';
import { IconCheck } from '@tabler/icons-react';

/** A short confirmation toast; the member shell mounts the toasts (app/shell/toasts.tsx). */
export function showSuccess(message: string, autoClose = 4000): void {
  notifications.show({
    message,
    color: 'green',
    icon: <IconCheck size={18} aria-hidden="true" />,
    autoClose,
  });
}
