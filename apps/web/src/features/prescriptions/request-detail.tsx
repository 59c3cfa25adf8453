import { Anchor, Badge, Button, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import type { PrescriptionTarget } from '@qtify/shared/domain/prescription-status';
import { ZPrescriptionPatchBody } from '@qtify/shared/schemas/prescription-schemas';
import { useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type PrescriptionRequest, useMovePrescription } from '../../lib/queries/prescriptions';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useSchemaForm } from '../../lib/use-schema-form';
import { formatBirthdate, formatMoment, formatReadyDate, STATUS_COLORS } from './format-prescription';
import { usePrescriptionsTranslation } from './use-prescriptions-translation';

/** What the desk or a doctor may do next with a request in this status. */
const NEXT: Record<PrescriptionRequest['status'], PrescriptionTarget[]> = {
  new: ['inProgress'],
  inProgress: ['ready'],
  ready: ['collected'],
  declined: [],
  collected: [],
};
const LABEL = { inProgress: 'medis.approve', ready: 'medis.ready', collected: 'medis.collected' } as const;

/** One request beside the inbox: the patient, what they asked for, its history and the next steps. */
export function RequestDetail({
  businessId,
  request,
  timeZone,
}: {
  businessId: string;
  request: PrescriptionRequest;
  timeZone: string | undefined;
}) {
  const { t, i18n, context } = usePrescriptionsTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { user } = useCurrentUser();
  const prescribes = mayInActiveBusiness(user, 'prescriptions.prescribe');
  const move = useMovePrescription(businessId);
  const [declining, setDeclining] = useState(false);
  const decline = useSchemaForm({
    initialValues: { reason: '' },
    schema: ZPrescriptionPatchBody,
    toBody: (values) => ({ status: 'declined', reason: values.reason.trim() }),
    check: (values) => (values.reason.trim() ? null : { reason: { key: 'validation.required' } }),
  });
  const moved = (status: string) => showSuccess(t('medis.moved', { status: t(`status.${status}`) }));
  const submitDecline = decline.onSubmit(async (body) => {
    await move.mutateAsync({ id: request.id, ...body });
    setDeclining(false);
    moved('declined');
  });
  const nextSteps = NEXT[request.status].filter((status) => status !== 'inProgress' || prescribes);
  const mayDecline = prescribes && (request.status === 'new' || request.status === 'inProgress');
  const born = request.patient.birthdate && formatBirthdate(request.patient.birthdate, language);

  return (
    <SectionCard labelledBy="prescription-detail">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" gap="sm">
          <div>
            <Title order={2} size="h4" id="prescription-detail">
              {request.patient.firstName} {request.patient.lastName}
            </Title>
            {born && (
              <Text size="sm" c="dimmed">
                {t('medis.born', { date: born })}
              </Text>
            )}
          </div>
          <Badge color={STATUS_COLORS[request.status]} size="lg" variant="dot" data-testid="detail-status">
            {t(`status.${request.status}`)}
          </Badge>
        </Group>
        <Anchor
          component={Link}
          to={`${canonicalPath('patientOverview')}?patient=${encodeURIComponent(request.patientId)}`}
          size="sm"
        >
          {t('medis.record')}
        </Anchor>
        <Stack gap={4}>
          {request.medications.map((name) => (
            <Text key={name} fw={600}>
              {name}
            </Text>
          ))}
          {request.note && (
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {t('medis.freeText')}: {request.note}
            </Text>
          )}
          <Text size="sm" c="dimmed">
            {t(`pickup.${request.pickup}`)} ·{' '}
            {t('medis.readyBy', { date: formatReadyDate(request.readyBy, language) })}
          </Text>
          {request.declineReason && (
            <Text size="sm">{t('portal.declined', { reason: request.declineReason })}</Text>
          )}
        </Stack>

        {(nextSteps.length > 0 || mayDecline) && !declining && (
          <Group gap="sm">
            {nextSteps.map((status) => (
              <Button
                key={status}
                loading={move.isPending && move.variables?.status === status}
                onClick={() => move.mutate({ id: request.id, status }, { onSuccess: () => moved(status) })}
              >
                {t(LABEL[status as keyof typeof LABEL])}
              </Button>
            ))}
            {mayDecline && (
              <Button variant="outline" color="red" onClick={() => setDeclining(true)}>
                {t('medis.decline')}
              </Button>
            )}
          </Group>
        )}
        {request.status === 'new' && !prescribes && (
          <Text size="sm" c="dimmed">
            {t('medis.onlyDoctors')}
          </Text>
        )}
        {move.isError && !declining && <FormAlert message={errorText(t, move.error, context)} />}
        {declining && (
          <form ref={decline.ref} onSubmit={submitDecline} noValidate>
            <Stack gap="sm">
              <FormAlert message={decline.formError} />
              <Textarea
                {...decline.getInputProps('reason')}
                label={t('medis.reason')}
                autosize
                minRows={2}
                required
              />
              <Group gap="sm">
                <Button type="submit" color="red" loading={decline.submitting}>
                  {t('medis.declineSend')}
                </Button>
                <Button variant="default" onClick={() => setDeclining(false)}>
                  {t('medis.cancel')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}

        <section aria-labelledby="prescription-history">
          <Title order={3} size="h6" id="prescription-history" mb={4}>
            {t('medis.history')}
          </Title>
          <Stack gap={2}>
            {request.history.map((event) => (
              <Text key={`${event.status}-${event.at}`} size="sm" c="dimmed">
                {formatMoment(event.at, language, timeZone)} · {t(`status.${event.status}`)}
              </Text>
            ))}
          </Stack>
        </section>
      </Stack>
    </SectionCard>
  );
}
