import { Badge, Group, Text, Title } from '@mantine/core';
import type { PatientRecord } from '../../lib/queries/patients';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { formatWhen } from './format-patient';
import patients from './patients.module.css';
import { isNoShow, recordTimeline } from './record-timeline';

/** The record's upcoming appointments, then its whole past: appointments and visits, no-shows marked. */
export function PatientTimeline({
  patient,
  language,
  timeZone,
}: {
  patient: PatientRecord;
  language: string;
  /** The business's zone: its times read the same on every device. */
  timeZone: string;
}) {
  const { t, context } = useIndustryTranslation();
  const { upcoming, past } = recordTimeline(patient.appointments, patient.visits, Date.now());
  const when = (iso: string) => formatWhen(iso, language, timeZone);
  return (
    <>
      <section aria-labelledby="record-upcoming">
        <Title order={3} size="h5" id="record-upcoming" mb="xs">
          {t('patients.record.upcoming', { context })}
        </Title>
        {upcoming.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('patients.record.noUpcoming', { context })}
          </Text>
        ) : (
          <ul className={patients.history}>
            {upcoming.map((appointment) => (
              <li key={appointment.id}>
                <Text size="sm" fw={600}>
                  {when(appointment.start)}
                </Text>
                <Text size="sm" c="dimmed">
                  {appointment.title}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="record-history">
        <Title order={3} size="h5" id="record-history" mb="xs">
          {t('patients.record.history')}
        </Title>
        {past.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('patients.record.noHistory', { context })}
          </Text>
        ) : (
          <ul className={patients.history}>
            {past.map((item) => (
              <li key={`${item.kind}-${item.kind === 'appointment' ? item.appointment.id : item.visit.id}`}>
                <Group gap="xs">
                  <Text size="sm" fw={600}>
                    {when(item.at)}
                  </Text>
                  {item.kind === 'appointment' && item.appointment.cancelled && (
                    <Badge size="xs" variant="outline" color="gray">
                      {t('patients.record.cancelled')}
                    </Badge>
                  )}
                  {item.kind === 'visit' && isNoShow(item.visit) && (
                    <Badge size="xs" color="red">
                      {t('patients.record.noShow')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed">
                  {item.kind === 'appointment'
                    ? item.appointment.title
                    : t('patients.record.visit', { context })}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </section>
    </>
  );
}
