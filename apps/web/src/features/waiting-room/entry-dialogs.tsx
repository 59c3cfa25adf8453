import { AddPatientDialog } from './add-patient-dialog';
import { HistoryDialog } from './history-dialog';
import { NotifyDialog } from './notify-dialog';
import type { EntryDialog } from './use-entry-actions';

interface EntryDialogsProps {
  /** The open dialog, or another of the screen's own (then nothing here). */
  dialog: EntryDialog | { kind: string } | null;
  businessId: string;
  timeZone: string | undefined;
  onClose: () => void;
}

/** The dialogs a queue list opens: add someone, notify an entry, an entry's history. */
export function EntryDialogs({ dialog, businessId, timeZone, onClose }: EntryDialogsProps) {
  if (dialog?.kind === 'add') return <AddPatientDialog businessId={businessId} onClose={onClose} />;
  if (!dialog || !('entry' in dialog)) return null;
  return dialog.kind === 'notify' ? (
    <NotifyDialog businessId={businessId} entry={dialog.entry} onClose={onClose} />
  ) : (
    <HistoryDialog businessId={businessId} entry={dialog.entry} timeZone={timeZone} onClose={onClose} />
  );
}
