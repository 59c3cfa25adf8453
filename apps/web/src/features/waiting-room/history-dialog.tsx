import { Badge, Stack, Text, Title } from '@mantine/core';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { StaffDialog } from '../../components/staff-dialog';
import { errorText } from '../../lib/error-text';
import { usePatient } from '../../lib/queries/patients';
import type { StaffEntry } from '../../lib/queries/queue';
import { fullName } from './entry-view';
import { formatBirthdate, formatDateTime } from './format-time';
import { patientHistory } from './history';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** An entry opened: the patient's details and their appointments and visits, newest first. */
export function HistoryDialog({
  businessId,
  entry,
  timeZone,
  onClose,
}: {
  businessId: string;
  entry: StaffEntry;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { t, context, language } = useWaitingRoomTranslation();
  const details = usePatient(businessId, entry.patient.id);
  const patient = details.data;
  const when = (iso: string) => formatDateTime(iso, language, timeZone);
  const facts: [string, string | null | undefined][] = [
    [t('add.birthdate'), formatBirthdate(patient?.birthdate ?? entry.patient.birthdate, language)],
    [t('add.phone'), patient?.phone ?? entry.patient.phone],
    [t('history.email'), patient?.email],
    [t('add.svnr'), entry.patient.svnr],
    [t('add.note'), patient?.note ?? entry.patient.note],
  ];
  const items = patient ? patientHistory(patient.appointments, patient.visits) : [];

  return (
    <StaffDialog title={fullName(entry.patient)} onClose={onClose} size="lg">
      <Stack gap="md">
        {facts.some(([, value]) => value) && (
          <dl className={classes.facts}>
            {facts
              .filter(([, value]) => value)
              .map(([label, value]) => (
                <div key={label} style={{ display: 'contents' }}>
                  <dt>{label}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
          </dl>
        )}
        <Title order={3} size="h5">
          {t('history.title', { context })}
        </Title>
        {details.isPending ? (
          <PageLoader />
        ) : details.isError ? (
          <FormAlert message={errorText(t, details.error)} />
        ) : items.length === 0 ? (
          <Text c="dimmed" size="sm">
            {t('history.empty', { context })}
          </Text>
        ) : (
          <ul className={classes.history}>
            {items.map((item) =>
              item.kind === 'appointment' ? (
                <li key={`a-${item.appointment.id}`} className={classes.historyItem}>
                  <span
                    className={classes.historyDot}
                    style={{ background: item.appointment.color }}
                    aria-hidden="true"
                  />
                  <div>
                    <Text size="sm" c="dimmed">
                      {when(item.appointment.start)}
                    </Text>
                    <Text component="div" fw={600} style={{ overflowWrap: 'anywhere' }}>
                      {t('history.appointment', { context, title: item.appointment.title })}
                    </Text>
                    {item.appointment.cancelled && (
                      <Badge color="red" variant="light" tt="none" fw={600}>
                        {t('history.cancelled')}
                      </Badge>
                    )}
                  </div>
                </li>
              ) : (
                <li key={`v-${item.visit.id}`} className={classes.historyItem}>
                  <span className={classes.historyDot} aria-hidden="true" />
                  <div>
                    <Text size="sm" c="dimmed">
                      {when(item.visit.createdAt)}
                    </Text>
                    <Text fw={600}>{t('history.visit', { context })}</Text>
                    <Text size="sm" c="dimmed">
                      {item.visit.status === 'done'
                        ? t(`outcome.${item.visit.outcome ?? 'treated'}`, { context })
                        : t(`status.${item.visit.status}`, { context })}
                    </Text>
                  </div>
                </li>
              ),
            )}
          </ul>
        )}
      </Stack>
    </StaffDialog>
  );
}
