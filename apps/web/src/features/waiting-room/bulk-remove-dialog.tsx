import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { useBulkRemove } from '../../lib/queries/queue';
import { useCreatedWindowForm } from '../../lib/use-created-window-form';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** The window a bulk removal offers first: the last 30 minutes. */
const DEFAULT_WINDOW_MINUTES = 30;

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
  const remove = useBulkRemove(businessId);
  const { form, counted, count, confirm } = useCreatedWindowForm({
    timeZone,
    minutes: DEFAULT_WINDOW_MINUTES,
    run: (window) => remove.mutateAsync(window),
    onDone: (removed) => {
      showSuccess(t('bulkRemove.done', { count: removed }));
      onClose();
    },
  });

  return (
    <StaffDialog title={t('bulkRemove.title')} onClose={onClose}>
      <form ref={form.ref} onSubmit={count} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {t('bulkRemove.text')}
          </Text>
          <FormAlert message={form.formError} />
          <div className={classes.windowFields}>
            <TextInput
              {...form.getInputProps('createdFrom')}
              type="datetime-local"
              label={t('bulkRemove.from')}
              required
              data-autofocus
            />
            <TextInput
              {...form.getInputProps('createdTo')}
              type="datetime-local"
              label={t('bulkRemove.to')}
              required
            />
          </div>
          {counted !== null && (
            <Text role="status" fw={600}>
              {counted === 0 ? t('bulkRemove.none') : t('bulkRemove.question', { count: counted })}
            </Text>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            {counted === null || counted === 0 ? (
              <Button type="submit" loading={form.submitting}>
                {t('bulkRemove.count')}
              </Button>
            ) : (
              <Button color="red" loading={form.submitting} onClick={() => void confirm()}>
                {t('bulkRemove.confirm', { count: counted })}
              </Button>
            )}
          </Group>
        </Stack>
      </form>
    </StaffDialog>
  );
}
