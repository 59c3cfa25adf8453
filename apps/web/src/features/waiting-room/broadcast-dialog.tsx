import { Button, Group, Select, Stack, Text, Textarea } from '@mantine/core';
import { BROADCAST_SHOW_FOR_MINUTES, ZBroadcastBody } from '@qtify/shared/schemas/queue-priority-schemas';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { useBroadcast } from '../../lib/queries/queue-priority';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

/** One message to everyone waiting ("we are running 30 minutes late"), POST …/queue/broadcast. */
export function BroadcastDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const { t } = useWaitingRoomTranslation();
  const broadcast = useBroadcast(businessId);
  const form = useSchemaForm({
    initialValues: { message: '', showForMinutes: '0' },
    schema: ZBroadcastBody,
    toBody: ({ message, showForMinutes }) => ({
      message: message.trim(),
      showForMinutes: Number(showForMinutes),
    }),
  });
  const showForOptions = BROADCAST_SHOW_FOR_MINUTES.map((minutes) => ({
    value: String(minutes),
    label: minutes === 0 ? t('broadcast.showForNow') : t('broadcast.showForMinutes', { count: minutes }),
  }));

  const send = form.onSubmit(async (body) => {
    const reached = await broadcast.mutateAsync(body);
    showSuccess(t('broadcast.sent', { count: reached }));
    onClose();
  });

  return (
    <StaffDialog title={t('broadcast.title')} onClose={onClose}>
      <form ref={form.ref} onSubmit={send} noValidate>
        <Stack gap="sm">
          <FormAlert message={form.formError} />
          <Text size="sm" c="dimmed">
            {t('broadcast.text')}
          </Text>
          <Textarea
            label={t('broadcast.messageLabel')}
            placeholder={t('broadcast.placeholder')}
            {...form.getInputProps('message')}
            required
            autosize
            minRows={2}
            maxRows={5}
            data-autofocus
          />
          <Select
            label={t('broadcast.showForLabel')}
            description={t('broadcast.showForHint')}
            data={showForOptions}
            allowDeselect={false}
            {...form.getInputProps('showForMinutes')}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('broadcast.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaffDialog>
  );
}
