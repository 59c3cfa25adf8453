import { IconAlertCircle } from '@tabler/icons-react';
import classes from './patient-room.module.css';

/**
 * An error above a form or action, announced at once. Mantine's Alert would bring its button and
 * close-button code (about 7 KB) into the patient pages, which have a 120 KB budget.
 */
export function ErrorNote({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p className={classes.errorNote} role="alert">
      <IconAlertCircle size={20} aria-hidden="true" />
      <span>{message}</span>
    </p>
  );
}
