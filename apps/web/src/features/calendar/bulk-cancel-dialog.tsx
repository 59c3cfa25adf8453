import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import staffClasses from '../../components/staff-screen.module.css';
import { useBulkCancelAppointments } from '../../lib/queries/appointments';
import { useCreatedWindowForm } from '../../lib/use-created-window-form';
import { useCalendarTranslation } from './use-calendar-translation';

/** The window a bulk cancel offers first: the last hour. */
const DEFAULT_WINDOW_MINUTES = 60;

/**
 * Cancels a booking flood (issue 16): every online booking made in a time window that has not
 * begun. The window defaults to the last hour; the dialog first says how many that is and asks,
 * then cancels them (the server mails each patient) and says how many it cancelled.
 */
export function BulkCancelDialog({
  businessId,
  timeZone,
  onClose,
  onCancelled,
}: {
  businessId: string;
  timeZone: string;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const { t, context } = useCalendarTranslation();
  const cancel = useBulkCancelAppointments(businessId);
  const {
    form,
    counted: found,
    count,
    confirm,
  } = useCreatedWindowForm({
    timeZone,
    minutes: DEFAULT_WINDOW_MINUTES,
    run: (window) => cancel.mutateAsync(window),
    onDone: (cancelled) => {
      showSuccess(t('bulk.done', { context, count: cancelled }));
      onCancelled();
      onClose();
    },
  });
  const busy = form.submitting;

  return (
    <StaffDialog title={t('bulk.open', { context })} size="34rem" onClose={onClose}>
      <form ref={form.ref} onSubmit={count} noValidate>
        <Stack gap="md">
          <Text size="sm">{t('bulk.intro', { context })}</Text>
          <SimpleGrid cols={{ base: 1, xs: 2 }}>
            <TextInput
              type="datetime-local"
              {...form.getInputProps('createdFrom')}
              label={t('bulk.from')}
              max={form.values.createdTo}
              required
            />
            <TextInput
              type="datetime-local"
              {...form.getInputProps('createdTo')}
              label={t('bulk.to')}
              min={form.values.createdFrom}
              required
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('bulk.zone', { zone: timeZone })}
          </Text>
          <FormAlert message={form.formError} />
          {found === null ? (
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={onClose} disabled={busy}>
                {t('bulk.back')}
              </Button>
              <Button type="submit" loading={busy} aria-busy={busy}>
                {t('bulk.find', { context })}
              </Button>
            </Group>
          ) : found === 0 ? (
            <>
              <Text size="sm" fw={600} role="status">
                {t('bulk.none', { context })}
              </Text>
              <Group justify="flex-end">
                <Button variant="default" onClick={onClose}>
                  {t('absences.close')}
                </Button>
              </Group>
            </>
          ) : (
            <div className={staffClasses.leaving}>
              <Text size="sm" fw={600} role="status">
                {t('bulk.found', { context, count: found })}
              </Text>
              <Group gap="xs">
                <Button variant="default" size="sm" onClick={onClose} disabled={busy}>
                  {t('bulk.back')}
                </Button>
                <Button
                  color="red"
                  size="sm"
                  leftSection={<IconCalendarX size={18} aria-hidden="true" />}
                  loading={busy}
                  aria-busy={busy}
                  onClick={() => void confirm()}
                >
                  {t('bulk.confirm', { context, count: found })}
                </Button>
              </Group>
            </div>
          )}
        </Stack>
      </form>
    </StaffDialog>
  );
}
