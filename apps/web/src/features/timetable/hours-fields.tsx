import { ActionIcon, Button, Stack, Text, TextInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { clockTimeToMinutes, isClockTime, minutesToClockTime } from '@qtify/shared/domain/clock-time';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './timetable.module.css';
import { useTimetableTranslation } from './use-timetable-translation';

/** The inputs of one span (`hours.0.start` …), as `form.getInputProps` gives them. */
type InputProps = (path: string) => GetInputPropsReturnType;

interface HoursFieldsProps {
  hours: { start: string; end: string }[];
  /** The list's path in the form, e.g. `hours` or `shifts`. */
  path: string;
  inputProps: InputProps;
  onAdd: (span: { start: string; end: string }) => void;
  onRemove: (index: number) => void;
  /** Before the times of each row (the shifts' weekday). */
  lead?: (index: number) => ReactNode;
}

/** A new span an hour after the last one, 08:00–12:00 on an empty list. */
export function nextSpan(hours: readonly { end: string }[]): { start: string; end: string } {
  const last = hours.at(-1);
  if (!last || !isClockTime(last.end)) return { start: '08:00', end: '12:00' };
  const start = Math.min(clockTimeToMinutes(last.end) + 60, 23 * 60);
  return { start: minutesToClockTime(start), end: minutesToClockTime(Math.min(start + 4 * 60, 24 * 60)) };
}

/** From–to rows with remove and add: a changed date's hours or a member's shifts. */
export function HoursFields({ hours, path, inputProps, onAdd, onRemove, lead }: HoursFieldsProps) {
  const { t } = useTimetableTranslation();
  return (
    <Stack gap="xs">
      {hours.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('timetable.noHours')}
        </Text>
      )}
      {hours.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the rows are the form's list paths (hours.0 …)
        <div key={index} className={classes.spanRow}>
          {lead?.(index)}
          <TextInput
            {...inputProps(`${path}.${index}.start`)}
            type="time"
            w="7.5rem"
            label={t('absences.start')}
            required
          />
          <TextInput
            {...inputProps(`${path}.${index}.end`)}
            type="time"
            w="7.5rem"
            label={t('absences.end')}
            required
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            onClick={() => onRemove(index)}
            aria-label={t('timetable.removeHours', { index: index + 1 })}
          >
            <IconTrash size={18} aria-hidden="true" />
          </ActionIcon>
        </div>
      ))}
      <div>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconPlus size={16} aria-hidden="true" />}
          onClick={() => onAdd(nextSpan(hours))}
        >
          {t('schedule.addSlot')}
        </Button>
      </div>
    </Stack>
  );
}
