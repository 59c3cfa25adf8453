import { Button, Text } from '@mantine/core';
import { patientCheckInWindow } from '@qtify/shared/domain/check-in-window';
import { localDateOf } from '@qtify/shared/domain/zoned-time';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import { IconDoorEnter } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useCheckInBooking } from '../../lib/queries/manage-booking';
import { roomPath } from '../patient-room/patient-paths';
import { storedEntry } from '../patient-room/stored-entry';
import { formatTime } from './format-slot';

/** How often the page looks whether the check-in window opened or closed meanwhile. */
const WINDOW_CHECK_MS = 30_000;

/**
 * "I am here" on the manage page: inside the window (60 minutes before the start until its end) one
 * tap checks the booking in and opens its patient room; earlier that day, it says when check-in opens.
 */
export function CheckInSection({
  token,
  booking,
  industry,
}: {
  token: string;
  booking: Booking;
  industry: string;
}) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const context = { context: industry };
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const checkIn = useCheckInBooking(token);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), WINDOW_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
  const window_ = patientCheckInWindow({ start: new Date(booking.start), end: new Date(booking.end) }, now);
  const language = i18n.resolvedLanguage ?? i18n.language;

  if (window_.state === 'over') return null;
  if (window_.state === 'early') {
    // Only on the appointment's day: weeks ahead the note says nothing useful (and the page's first
    // view, written by the server, stays where the app draws it).
    if (
      localDateOf(now.getTime(), booking.timeZone) !==
      localDateOf(Date.parse(booking.start), booking.timeZone)
    )
      return null;
    return (
      <Text role="note" c="dimmed">
        {t('checkIn.opensAt', {
          ...context,
          time: formatTime(window_.opensAt.toISOString(), booking.timeZone, language),
        })}
      </Text>
    );
  }
  return (
    <>
      <Button
        size="md"
        fullWidth
        leftSection={<IconDoorEnter size={18} aria-hidden="true" />}
        loading={checkIn.isPending}
        onClick={async () => {
          const checkedIn = await checkIn
            .mutateAsync({
              languageId: language,
              // Staff opening a patient's link stay signed in as themselves; the room works by its token.
              signIn: !user || user.temporary,
            })
            .catch(() => undefined);
          // A refusal shows below the button (checkIn.error).
          if (!checkedIn) return;
          storedEntry.save(checkedIn.entry.token, booking.businessPublicId);
          void navigate(roomPath(checkedIn.entry.token));
        }}
      >
        {t('checkIn.action', context)}
      </Button>
      {checkIn.error && <FormAlert message={errorText(t, checkIn.error, industry)} />}
    </>
  );
}
