import '../../components/staff-screen-styles';
import { ConfirmDialog } from '../../components/confirm-dialog';
import classes from './booking.module.css';

/**
 * The "really cancel?" question. Its own chunk: the dialog (Modal, focus trap, about 25 KB gzip)
 * loads when the patient reaches for the Cancel button, not with the page opened from the e-mail.
 */
export function CancelDialog(props: {
  title: string;
  question: string;
  confirmLabel: string;
  onClose: () => void;
  onConfirm: () => Promise<void>;
  /** The business's industry: a restaurant's guest reads "this reservation has already begun". */
  context: string;
}) {
  return <ConfirmDialog opened titleClassName={classes.dialogTitle} {...props} />;
}
