import '../../components/staff-screen-styles';
import { Button, Group, Select, Stack, Text, Title } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, Navigate, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useAdvanceEntry, useCallEntry, usePutBackEntry, useStageQueue } from '../../lib/queries/stations';
import { useWorkflows, type Workflow } from '../../lib/queries/workflows';
import {
  choiceValue,
  parseChoice,
  rememberedStation,
  rememberStation,
  type StationChoice,
} from './station-choice';
import { type StationAction, StationEntry } from './station-entry';
import { useLiveLine } from './use-live-line';
import { useWorkflowTranslation } from './use-workflow-translation';
import { stageName, workflowName } from './workflow-label';

const PATH = '/pos/workflow';

/**
 * `/pos/workflow/{id}`: the station view of a line. Staff pick their station (remembered on this
 * device), see who is at its stage, call the next one (who is told the room), finish (on to the
 * next stage, or done after the last), send to another stage or station, or put back. Without an
 * id: the lines to choose from (the only one opens at once).
 */
export function StationPage() {
  const { t, context } = useWorkflowTranslation();
  const { id } = useParams();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const workflows = useWorkflows(businessId);
  if (workflows.isPending) return <PageLoader />;
  if (workflows.isError) return <FormAlert message={errorText(t, workflows.error, context)} />;
  const workflow = workflows.data.find((candidate) => candidate.id === id);
  if (!workflow) {
    if (workflows.data.length === 1 && workflows.data[0])
      return <Navigate to={`${PATH}/${workflows.data[0].id}`} replace />;
    return (
      <div className={classes.page}>
        <PageHeader title={t('routes.posWorkflow')} intro={t('workflow.pickLine', { context })} />
        <Stack gap="sm">
          {workflows.data.map((line) => (
            <Button
              key={line.id}
              component={Link}
              to={`${PATH}/${line.id}`}
              variant="default"
              size="lg"
              justify="flex-start"
            >
              {workflowName(t, line, context)}
            </Button>
          ))}
        </Stack>
      </div>
    );
  }
  return <StationView key={workflow.id} businessId={businessId} workflow={workflow} />;
}

function StationView({ businessId, workflow }: { businessId: string; workflow: Workflow }) {
  const { t, context } = useWorkflowTranslation();
  const [choice, setChoice] = useState<StationChoice | null>(() => rememberedStation(workflow));
  useLiveLine(businessId);
  const line = useStageQueue(businessId, choice?.stageId);
  const call = useCallEntry(businessId);
  const advance = useAdvanceEntry(businessId);
  const putBack = usePutBackEntry(businessId);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const options = workflow.stages.flatMap((stage, index) => {
    const label = stageName(t, stage, index, context);
    if (stage.stations.length === 0) return [{ value: stage.id, label }];
    return stage.stations.map((station) => ({
      value: `${stage.id}/${station.id}`,
      label: `${label} · ${station.name}`,
    }));
  });
  const entries = line.entries ?? [];
  const mine = (entry: { station: { id: string } | null }) =>
    !entry.station || !choice?.stationId || entry.station.id === choice.stationId;
  const waiting = entries.filter((entry) => entry.status === 'notHere' || entry.status === 'checkIn');
  const serving = entries.filter((entry) => !waiting.includes(entry) && mine(entry));
  const nextUp = waiting.find(mine);

  const run = async (entryId: string, action: StationAction, name: string) => {
    setBusyId(entryId);
    setFailure(null);
    try {
      if (action.kind === 'call') {
        const called = await call.mutateAsync({
          entryId,
          ...(choice?.stationId ? { stationId: choice.stationId } : {}),
        });
        showSuccess(
          called.station
            ? t('workflow.calledTo', { name, station: called.station.name })
            : t('workflow.called', { name }),
        );
      } else if (action.kind === 'putBack') await putBack.mutateAsync({ entryId });
      else await advance.mutateAsync({ entryId, ...action });
    } catch (error) {
      setFailure(errorText(t, error, context));
    } finally {
      setBusyId(null);
    }
  };
  const fullName = (entry: { patient: { firstName: string; lastName: string } }) =>
    `${entry.patient.firstName} ${entry.patient.lastName}`.trim();

  return (
    <div className={classes.page}>
      <PageHeader
        title={workflowName(t, workflow, context)}
        eyebrow={t('routes.posWorkflow')}
        action={
          nextUp && (
            <Button
              size="md"
              loading={busyId === nextUp.id}
              leftSection={<IconSpeakerphone size={20} aria-hidden="true" />}
              onClick={() => void run(nextUp.id, { kind: 'call' }, fullName(nextUp))}
            >
              {t('workflow.callNext')}
            </Button>
          )
        }
      >
        <Select
          mt="sm"
          maw={360}
          label={t('workflow.myStation', { context })}
          data={options}
          value={choice ? choiceValue(choice) : null}
          allowDeselect={false}
          onChange={(value) => {
            if (!value) return;
            const next = parseChoice(value);
            rememberStation(workflow.id, next);
            setChoice(next);
          }}
        />
      </PageHeader>
      <FormAlert message={failure} />
      {line.isPending ? (
        <PageLoader />
      ) : line.isError ? (
        <FormAlert message={errorText(t, line.error, context)} />
      ) : (
        <Stack gap="lg">
          {serving.length > 0 && (
            <section aria-labelledby="station-serving">
              <Title order={2} size="h4" id="station-serving" mb="sm">
                {t('workflow.serving', { context })}
              </Title>
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {serving.map((entry) => (
                  <StationEntry
                    key={entry.id}
                    entry={entry}
                    workflow={workflow}
                    busy={busyId === entry.id}
                    onAction={(action) => void run(entry.id, action, fullName(entry))}
                  />
                ))}
              </Stack>
            </section>
          )}
          <section aria-labelledby="station-waiting">
            <Group justify="space-between" mb="sm">
              <Title order={2} size="h4" id="station-waiting">
                {t('workflow.waiting', { count: waiting.length })}
              </Title>
            </Group>
            {waiting.length === 0 ? (
              <EmptyState
                title={t('workflow.emptyLine', { context })}
                text={<Text size="sm">{t('workflow.emptyLineText', { context })}</Text>}
              />
            ) : (
              <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
                {waiting.map((entry) => (
                  <StationEntry
                    key={entry.id}
                    entry={entry}
                    workflow={workflow}
                    busy={busyId === entry.id}
                    onAction={(action) => void run(entry.id, action, fullName(entry))}
                  />
                ))}
              </Stack>
            )}
          </section>
        </Stack>
      )}
    </div>
  );
}
