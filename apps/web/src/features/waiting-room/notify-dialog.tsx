import { Button, Stack, Text, Textarea } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { errorText } from '../../lib/error-text';
import { fullName } from './entry-view';
import { notifyEntry, type StaffEntry } from './queue-api';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

const MAX_MESSAGE = 300;

/** "Notify now" with an optional message (POST …/queue/:entryId/notify). */
export function NotifyDialog({
  businessId,
  entry,
  onClose,
}: {
  businessId: string;
  entry: StaffEntry;
  onClose: () => void;
}) {
  const { t, context } = useWaitingRoomTranslation();
  const queryClient = useQueryClient();
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = fullName(entry.patient);

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    try {
      await notifyEntry(queryClient, businessId, entry.id, message);
      showSuccess(t('notify.sent', { name }));
      onClose();
    } catch (caught) {
      setError(errorText(t, caught));
      setBusy(false);
    }
  };

  return (
    <StaffDialog title={t('notify.title', { name })} onClose={onClose}>
      <form onSubmit={send} noValidate>
        <Stack gap="sm">
          <FormAlert message={error} />
          <Text size="sm" c="dimmed">
            {t('notify.text', { context })}
          </Text>
          <Textarea
            label={t('notify.messageLabel')}
            placeholder={t('notify.placeholder', { context })}
            value={message}
            onChange={(event) => setMessage(event.currentTarget.value)}
            maxLength={MAX_MESSAGE}
            autosize
            minRows={2}
            maxRows={5}
            data-autofocus
          />
          <div className={classes.formActions}>
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={busy}>
              {t('notify.send')}
            </Button>
          </div>
        </Stack>
      </form>
    </StaffDialog>
  );
}
