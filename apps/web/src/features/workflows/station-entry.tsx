import { Badge, Button, Group, Menu, Paper, Text } from '@mantine/core';
import type { Workflow } from '@qtify/shared/schemas/workflow-schemas';
import { IconArrowBackUp, IconChevronDown, IconCircleCheck, IconSpeakerphone } from '@tabler/icons-react';
import type { StaffEntry } from '../../lib/queries/queue';
import { useWorkflowTranslation } from './use-workflow-translation';
import { stageName } from './workflow-label';

export type StationAction =
  | { kind: 'call' }
  | { kind: 'advance'; stageId?: string; stationId?: string }
  | { kind: 'putBack' };

interface StationEntryProps {
  entry: StaffEntry;
  workflow: Workflow;
  busy: boolean;
  onAction: (action: StationAction) => void;
}

const WAITING = new Set(['notHere', 'checkIn']);

/** One person of a station's line: who, where they stand, and call / finish / send on / put back. */
export function StationEntry({ entry, workflow, busy, onAction }: StationEntryProps) {
  const { t, context } = useWorkflowTranslation();
  const waiting = WAITING.has(entry.status);
  const index = workflow.stages.findIndex((stage) => stage.id === entry.stage?.id);
  const next = workflow.stages[index + 1];
  const name = `${entry.patient.firstName} ${entry.patient.lastName}`.trim();
  const targets = workflow.stages.flatMap((stage, at) => {
    const label = stageName(t, stage, at, context);
    const own = stage.id === entry.stage?.id;
    return [
      ...(own
        ? []
        : [{ key: stage.id, label, action: { kind: 'advance', stageId: stage.id } as StationAction }]),
      ...stage.stations.map((station) => ({
        key: station.id,
        label: `${label} · ${station.name}`,
        action: { kind: 'advance', stageId: stage.id, stationId: station.id } as StationAction,
      })),
    ];
  });
  return (
    <Paper withBorder radius="lg" p="md" component="li">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <div>
          <Text fw={700} component="h3" m={0} size="md">
            {name}
          </Text>
          <Group gap="xs" mt={4}>
            {/* Mantine's light orange text is too faint (WCAG AA): a darker shade. */}
            <Badge
              variant="light"
              color={waiting ? 'gray' : entry.status === 'called' ? 'orange' : 'blue'}
              c={entry.status === 'called' ? '#9a3412' : undefined}
            >
              {t(`status.${entry.status}`, { context })}
            </Badge>
            {waiting && entry.ahead !== null && (
              <Text size="sm" c="dimmed">
                {entry.ahead === 0 ? t('workflow.nextInLine') : t('workflow.ahead', { count: entry.ahead })}
              </Text>
            )}
            {entry.station && (
              <Text size="sm" c="dimmed">
                {waiting ? t('workflow.sentTo', { station: entry.station.name }) : entry.station.name}
              </Text>
            )}
          </Group>
        </div>
        <Group gap="xs">
          {waiting ? (
            <Button
              loading={busy}
              leftSection={<IconSpeakerphone size={18} aria-hidden="true" />}
              onClick={() => onAction({ kind: 'call' })}
              aria-label={t('workflow.callNamed', { name })}
            >
              {t('workflow.call')}
            </Button>
          ) : (
            <>
              <Button
                loading={busy}
                leftSection={<IconCircleCheck size={18} aria-hidden="true" />}
                onClick={() => onAction({ kind: 'advance' })}
              >
                {next
                  ? t('workflow.finishTo', { stage: stageName(t, next, index + 1, context) })
                  : t('workflow.finishVisit')}
              </Button>
              <Button
                variant="default"
                leftSection={<IconArrowBackUp size={18} aria-hidden="true" />}
                onClick={() => onAction({ kind: 'putBack' })}
              >
                {t('workflow.putBack')}
              </Button>
            </>
          )}
          {targets.length > 0 && (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button variant="subtle" rightSection={<IconChevronDown size={16} aria-hidden="true" />}>
                  {t('workflow.sendTo')}
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                {targets.map((target) => (
                  <Menu.Item key={target.key} onClick={() => onAction(target.action)}>
                    {target.label}
                  </Menu.Item>
                ))}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
      </Group>
    </Paper>
  );
}
