import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconUserX } from '@tabler/icons-react';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { useMarkAppointmentNoShow } from '../../lib/queries/queue';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

/**
 * One click: an appointment that ended without its patient checking in counts as a no-show on the
 * patient's record (the waiting room's "expected today" list offers it once the end has passed).
 */
export function NoShowButton({
  businessId,
  appointmentId,
  name,
  size = 'sm',
  variant = 'default',
}: {
  businessId: string;
  appointmentId: string;
  name: string;
  size?: string;
  variant?: string;
}) {
  const { t, context } = useWaitingRoomTranslation();
  const mark = useMarkAppointmentNoShow(businessId);
  return (
    <Button
      size={size}
      variant={variant}
      color="red"
      loading={mark.isPending}
      leftSection={<IconUserX size={16} aria-hidden="true" />}
      aria-label={t('noShow.buttonFor', { name })}
      onClick={() =>
        mark.mutate(appointmentId, {
          onSuccess: () => showSuccess(t('noShow.done', { name })),
          onError: (error) => notifications.show({ color: 'red', message: errorText(t, error, context) }),
        })
      }
    >
      {t('noShow.button')}
    </Button>
  );
}
