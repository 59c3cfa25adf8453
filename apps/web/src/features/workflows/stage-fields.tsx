import { ActionIcon, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconPlus, IconTrash, IconX } from '@tabler/icons-react';
import { useWorkflowTranslation } from './use-workflow-translation';
import type { WorkflowForm } from './workflow-form-values';

interface StageFieldsProps {
  form: WorkflowForm;
  index: number;
  count: number;
}

/** One stage of the editor: its name, its stations (rooms, desks), and moving or removing it. */
export function StageFields({ form, index, count }: StageFieldsProps) {
  const { t, context } = useWorkflowTranslation();
  const stage = form.values.stages[index];
  if (!stage) return null;
  const path = `stages.${index}` as const;
  const label = t('workflow.stageN', { n: index + 1 });
  return (
    <Paper withBorder radius="md" p="md" component="li">
      <Stack gap="xs">
        <Group align="flex-end" wrap="nowrap" gap="xs">
          <TextInput
            style={{ flex: 1 }}
            label={label}
            placeholder={t('workflow.stagePlaceholder', { context })}
            required
            {...form.getInputProps(`${path}.name`)}
          />
          <ActionIcon
            variant="default"
            size="lg"
            disabled={index === 0}
            aria-label={t('workflow.moveUp', { name: label })}
            onClick={() => form.reorderListItem('stages', { from: index, to: index - 1 })}
          >
            <IconArrowUp size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            disabled={index === count - 1}
            aria-label={t('workflow.moveDown', { name: label })}
            onClick={() => form.reorderListItem('stages', { from: index, to: index + 1 })}
          >
            <IconArrowDown size={18} aria-hidden="true" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            disabled={count === 1}
            aria-label={t('workflow.removeStage', { name: label })}
            onClick={() => form.removeListItem('stages', index)}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </Group>
        <Text size="sm" fw={600} mt="xs">
          {t('workflow.stations', { context })}
        </Text>
        {stage.stations.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('workflow.noStations', { context })}
          </Text>
        )}
        {stage.stations.map((station, at) => (
          <Group key={station.key} wrap="nowrap" gap="xs">
            <TextInput
              style={{ flex: 1 }}
              aria-label={t('workflow.stationN', { n: at + 1, stage: label })}
              placeholder={t('workflow.stationPlaceholder', { context })}
              {...form.getInputProps(`${path}.stations.${at}.name`)}
            />
            <ActionIcon
              variant="subtle"
              color="red"
              size="lg"
              aria-label={t('workflow.removeStation', { n: at + 1, stage: label })}
              onClick={() => form.removeListItem(`${path}.stations`, at)}
            >
              <IconX size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        ))}
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            leftSection={<IconPlus size={16} aria-hidden="true" />}
            onClick={() => form.insertListItem(`${path}.stations`, { key: newKey(), name: '' })}
          >
            {t('workflow.addStation', { context })}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

let next = 0;
/** A React key for a new stage or station of the form (not sent). */
export function newKey(): string {
  next += 1;
  return `new-${next}`;
}
