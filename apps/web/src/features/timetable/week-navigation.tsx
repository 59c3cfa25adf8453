import { ActionIcon, Button, Group, Text } from '@mantine/core';
import { addDays } from '@qtify/shared/domain/zoned-time';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import classes from './timetable.module.css';
import { useTimetableTranslation } from './use-timetable-translation';
import { weekLabel } from './week-label';

interface WeekNavigationProps {
  from: string;
  to: string;
  /** Whether the week shown holds the business's today. */
  current: boolean;
  onWeek: (week: string) => void;
  /** Beside "this week" (the edit page's "copy week"). */
  children?: ReactNode;
}

/** The week's dates with back, this week and forward. */
export function WeekNavigation({ from, to, current, onWeek, children }: WeekNavigationProps) {
  const { t, language } = useTimetableTranslation();
  return (
    <Group className={classes.navigation} gap="xs" justify="space-between">
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('timetable.previousWeek')}
          onClick={() => onWeek(addDays(from, -7))}
        >
          <IconChevronLeft size={18} aria-hidden="true" />
        </ActionIcon>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={t('timetable.nextWeek')}
          onClick={() => onWeek(addDays(from, 7))}
        >
          <IconChevronRight size={18} aria-hidden="true" />
        </ActionIcon>
        <Text fw={700} className={classes.weekLabel} aria-live="polite" data-testid="timetable-week">
          {weekLabel(from, to, language)}
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap" justify="flex-end">
        {!current && (
          <Button variant="subtle" onClick={() => onWeek('')}>
            {t('timetable.thisWeek')}
          </Button>
        )}
        {children}
      </Group>
    </Group>
  );
}
