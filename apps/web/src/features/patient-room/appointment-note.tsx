import type { EntryAppointment } from '@qtify/shared/schemas/queue-schemas';
import { useTranslation } from 'react-i18next';
import { usePublicBusiness } from '../../lib/queries/public-business';
import classes from './patient-room.module.css';

/**
 * In the patient room of an appointment's check-in: the appointment, on the business's clock, and
 * why the place may be behind a later arrival (the line waits for the appointment's time).
 */
export function AppointmentNote({
  appointment,
  publicId,
  industry,
}: {
  appointment: EntryAppointment;
  publicId: string;
  industry: string;
}) {
  const { t, i18n } = useTranslation('patientRoom');
  const business = usePublicBusiness(publicId);
  const time = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    hour: '2-digit',
    minute: '2-digit',
    ...(business.data ? { timeZone: business.data.timeZone } : {}),
  }).format(new Date(appointment.start));
  return (
    <p className={classes.appointment} data-testid="room-appointment">
      {t('room.appointment', { context: industry, time, type: appointment.typeTitle })}
    </p>
  );
}
