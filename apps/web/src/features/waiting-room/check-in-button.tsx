import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { staffMayCheckIn } from '@qtify/shared/domain/check-in-window';
import { IconDoorEnter } from '@tabler/icons-react';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { useCheckInAppointment } from '../../lib/queries/queue';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

interface CheckInButtonProps {
  businessId: string;
  appointment: { id: string; start: string; cancelled: boolean };
  /** The patient's name for the confirmation. */
  name: string;
  timeZone: string;
  size?: string;
  variant?: string;
}

/**
 * One click: the appointment's patient is in the waiting room (calendar, start page, the waiting
 * room's today list). Shown on the appointment's day only (the API refuses other days).
 */
export function CheckInButton({
  businessId,
  appointment,
  name,
  timeZone,
  size = 'sm',
  variant = 'light',
}: CheckInButtonProps) {
  const { t, context } = useWaitingRoomTranslation();
  const checkIn = useCheckInAppointment(businessId);
  if (appointment.cancelled || !staffMayCheckIn(new Date(appointment.start), new Date(), timeZone))
    return null;
  return (
    <Button
      size={size}
      variant={variant}
      loading={checkIn.isPending}
      leftSection={<IconDoorEnter size={16} aria-hidden="true" />}
      aria-label={t('checkIn.buttonFor', { context, name })}
      onClick={() =>
        checkIn.mutate(appointment.id, {
          onSuccess: () => showSuccess(t('checkIn.done', { context, name })),
          onError: (error) => notifications.show({ color: 'red', message: errorText(t, error, context) }),
        })
      }
    >
      {t('checkIn.button', { context })}
    </Button>
  );
}
