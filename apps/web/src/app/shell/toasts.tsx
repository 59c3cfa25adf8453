import '@mantine/core/styles/CloseButton.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Notification.layer.css';
import '@mantine/notifications/styles.layer.css';
import { Notifications } from '@mantine/notifications';
import classes from './toasts.module.css';

/**
 * Where `notifications.show()` toasts appear (saved, password changed …) for signed-in users: bottom
 * right, where no page puts its main action (top right they covered "Add …" for seconds).
 */
export function Toasts() {
  return (
    <Notifications position="bottom-right" zIndex={1000} limit={3} classNames={{ root: classes.root }} />
  );
}
