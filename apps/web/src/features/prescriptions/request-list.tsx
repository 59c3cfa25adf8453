import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import type { PrescriptionRequest } from '../../lib/queries/prescriptions';
import { formatMoment, formatReadyDate, STATUS_COLORS } from './format-prescription';
import classes from './prescriptions.module.css';
import { usePrescriptionsTranslation } from './use-prescriptions-translation';

/** The inbox, newest first: who, what, how to collect, by when; the chosen one is marked. */
export function RequestList({
  requests,
  selectedId,
  onSelect,
  timeZone,
}: {
  requests: PrescriptionRequest[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  timeZone: string | undefined;
}) {
  const { t, i18n } = usePrescriptionsTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return (
    <ul className={classes.list} aria-label={t('medis.title')}>
      {requests.map((request) => (
        <li key={request.id}>
          <UnstyledButton
            className={classes.item}
            data-selected={request.id === selectedId || undefined}
            aria-current={request.id === selectedId ? 'true' : undefined}
            onClick={() => onSelect(request.id)}
            data-testid="prescription-request"
          >
            <Stack gap={4}>
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Text fw={600} className={classes.name}>
                  {request.patient.lastName} {request.patient.firstName}
                </Text>
                <Badge color={STATUS_COLORS[request.status]} variant="dot" data-testid="prescription-status">
                  {t(`status.${request.status}`)}
                </Badge>
              </Group>
              <Text size="sm" className={classes.name}>
                {request.medications.join(', ') || t('medis.freeText')}
              </Text>
              <Text size="xs" c="dimmed">
                {t(`pickup.${request.pickup}`)} ·{' '}
                {t('medis.requested', { time: formatMoment(request.createdAt, language, timeZone) })} ·{' '}
                {t('medis.readyBy', { date: formatReadyDate(request.readyBy, language) })}
              </Text>
            </Stack>
          </UnstyledButton>
        </li>
      ))}
    </ul>
  );
}
