import { Button, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarX } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import staffClasses from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { bulkCancelAppointments } from './calendar-api';
import { useCalendarTranslation } from './use-calendar-translation';
import { fromWallClock, toWallClock } from './zoned-clock';

/** `YYYY-MM-DDTHH:mm` of the business's wall clock, as a datetime-local field holds it. */
const wallText = (instant: number, timeZone: string) =>
  toWallClock(instant, timeZone).toISOString().slice(0, 16);

/** The instant a datetime-local value means on the business's wall clock, or null when it is no time. */
function instantOf(value: string, timeZone: string): string | null {
  const wall = new Date(`${value}:00Z`);
  return Number.isNaN(wall.getTime()) ? null : fromWallClock(wall, timeZone).toISOString();
}

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
  const [now] = useState(() => Math.ceil(Date.now() / 60_000) * 60_000);
  const [from, setFrom] = useState(() => wallText(now - 3_600_000, timeZone));
  const [to, setTo] = useState(() => wallText(now, timeZone));
  const [found, setFound] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const chosenWindow = () => {
    const createdFrom = instantOf(from, timeZone);
    const createdTo = instantOf(to, timeZone);
    return createdFrom && createdTo && createdFrom < createdTo ? { createdFrom, createdTo } : null;
  };

  const run = async (dryRun: boolean) => {
    const chosen = chosenWindow();
    if (!chosen) {
      setError(t('bulk.windowInvalid'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const count = await bulkCancelAppointments(businessId, { ...chosen, dryRun });
      if (dryRun) {
        setFound(count);
      } else {
        showSuccess(t('bulk.done', { context, count }));
        onCancelled();
        onClose();
      }
    } catch (caught) {
      setError(errorText(t, caught, context));
    } finally {
      setBusy(false);
    }
  };

  // A changed window needs a new count before anything is cancelled.
  const change = (set: (value: string) => void) => (value: string) => {
    set(value);
    setFound(null);
  };

  return (
    <StaffDialog title={t('bulk.open', { context })} size="34rem" onClose={onClose}>
      <Stack gap="md">
        <Text size="sm">{t('bulk.intro', { context })}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }}>
          <TextInput
            type="datetime-local"
            label={t('bulk.from')}
            value={from}
            max={to}
            onChange={(event) => change(setFrom)(event.currentTarget.value)}
            required
          />
          <TextInput
            type="datetime-local"
            label={t('bulk.to')}
            value={to}
            min={from}
            onChange={(event) => change(setTo)(event.currentTarget.value)}
            required
          />
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('bulk.zone', { zone: timeZone })}
        </Text>
        <FormAlert message={error} />
        {found === null ? (
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={busy}>
              {t('bulk.back')}
            </Button>
            <Button loading={busy} aria-busy={busy} onClick={() => void run(true)}>
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
                onClick={() => void run(false)}
              >
                {t('bulk.confirm', { context, count: found })}
              </Button>
            </Group>
          </div>
        )}
      </Stack>
    </StaffDialog>
  );
}
