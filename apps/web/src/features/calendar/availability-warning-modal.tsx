import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { AvailabilityProblem } from '@qtify/shared/domain/availability';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useCalendarTranslation } from './use-calendar-translation';

interface AvailabilityWarningModalProps {
  /** Open while there is a problem to confirm. */
  problem: AvailabilityProblem | null;
  /** Whose time it is, for "Dr X is absent at this time". */
  doctorName: string;
  busy?: boolean;
  /** "Book anyway": the caller sends the same request again with `override: true`. */
  onConfirm: () => void;
  /** "Cancel": nothing is booked; a dragged appointment goes back. */
  onCancel: () => void;
}

/**
 * The staff's warning before booking or moving into an absence, outside working hours or into the
 * past (issue 18). Patients never see it: the booking page offers only free slots.
 */
export function AvailabilityWarningModal({
  problem,
  doctorName,
  busy = false,
  onConfirm,
  onCancel,
}: AvailabilityWarningModalProps) {
  const { t, context } = useCalendarTranslation();
  return (
    <Modal
      opened={problem !== null}
      onClose={onCancel}
      title={t('availability.title')}
      radius="lg"
      closeButtonProps={{ 'aria-label': t('actions.close') }}
    >
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={22} color="var(--mantine-color-orange-7)" aria-hidden="true" />
          <Stack gap={4}>
            <Text fw={600}>
              {problem ? t(`availability.${problem}`, { context, doctor: doctorName }) : ''}
            </Text>
            <Text size="sm" c="dimmed">
              {t('availability.hint', { context })}
            </Text>
          </Stack>
        </Group>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={busy}>
            {t('availability.cancel')}
          </Button>
          <Button color="orange" onClick={onConfirm} loading={busy}>
            {t('availability.bookAnyway')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
