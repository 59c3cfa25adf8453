import { Button, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { errorText } from '../../lib/error-text';
import { bulkRemove } from './queue-api';
import { defaultWindow, instantOfInput } from './removal-window';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/**
 * After a flood: remove the self-registered waiting entries of a time window (default: the last 30
 * minutes, on the business's clock). First the count (a dry run), then a confirmation that names
 * it; the server removes what is in the window when confirmed and says how many that was.
 */
export function BulkRemoveDialog({
  businessId,
  timeZone,
  onClose,
}: {
  businessId: string;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useWaitingRoomTranslation();
  const queryClient = useQueryClient();
  const [range, setRange] = useState(() => defaultWindow(Date.now(), timeZone));
  const [counted, setCounted] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const chosenWindow = () => {
    const createdFrom = instantOfInput(range.from, timeZone);
    const createdTo = instantOfInput(range.to, timeZone);
    return createdFrom && createdTo ? { createdFrom, createdTo } : null;
  };
  const run = async (dryRun: boolean) => {
    const chosen = chosenWindow();
    if (!chosen) {
      setError(t('validation.invalidDateTime'));
      return;
    }
    if (chosen.createdFrom >= chosen.createdTo) {
      setError(t('validation.endBeforeStart'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const removed = await bulkRemove(queryClient, businessId, chosen, dryRun);
      if (dryRun) setCounted(removed);
      else {
        showSuccess(t('bulkRemove.done', { count: removed }));
        onClose();
      }
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  };
  const count = (event: FormEvent) => {
    event.preventDefault();
    void run(true);
  };
  const edit = (field: 'from' | 'to', value: string) => {
    setRange((current) => ({ ...current, [field]: value }));
    setCounted(null);
  };

  return (
    <StaffDialog title={t('bulkRemove.title')} onClose={onClose}>
      <form onSubmit={count} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('bulkRemove.text')}
          </Text>
          <FormAlert message={error} />
          <div className={classes.windowFields}>
            <TextInput
              type="datetime-local"
              label={t('bulkRemove.from')}
              value={range.from}
              onChange={(event) => edit('from', event.currentTarget.value)}
              required
              data-autofocus
            />
            <TextInput
              type="datetime-local"
              label={t('bulkRemove.to')}
              value={range.to}
              onChange={(event) => edit('to', event.currentTarget.value)}
              required
            />
          </div>
          {counted !== null && (
            <Text role="status" fw={600}>
              {counted === 0 ? t('bulkRemove.none') : t('bulkRemove.question', { count: counted })}
            </Text>
          )}
          <div className={classes.formActions}>
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            {counted === null || counted === 0 ? (
              <Button type="submit" loading={busy}>
                {t('bulkRemove.count')}
              </Button>
            ) : (
              <Button color="red" loading={busy} onClick={() => void run(false)}>
                {t('bulkRemove.confirm', { count: counted })}
              </Button>
            )}
          </div>
        </Stack>
      </form>
    </StaffDialog>
  );
}
