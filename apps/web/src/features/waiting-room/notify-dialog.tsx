import { Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ZNotifyBody } from '@qtify/shared/schemas/queue-schemas';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { type StaffEntry, useNotifyEntry } from '../../lib/queries/queue';
import { useSchemaForm } from '../../lib/use-schema-form';
import { fullName } from './entry-view';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

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
  const notify = useNotifyEntry(businessId, entry.id);
  const form = useSchemaForm({
    initialValues: { message: '' },
    schema: ZNotifyBody,
    toBody: ({ message }) => ({ message: message.trim() || undefined }),
  });
  const name = fullName(entry.patient);

  const send = form.onSubmit(async (body) => {
    await notify.mutateAsync(body);
    showSuccess(t('notify.sent', { name }));
    onClose();
  });

  return (
    <StaffDialog title={t('notify.title', { name })} onClose={onClose}>
      <form ref={form.ref} onSubmit={send} noValidate>
        <Stack gap="sm">
          <FormAlert message={form.formError} />
          <Text size="sm" c="dimmed">
            {t('notify.text', { context })}
          </Text>
          <Textarea
            label={t('notify.messageLabel')}
            placeholder={t('notify.placeholder', { context })}
            {...form.getInputProps('message')}
            autosize
            minRows={2}
            maxRows={5}
            data-autofocus
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('notify.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaffDialog>
  );
}
