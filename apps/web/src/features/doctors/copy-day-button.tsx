import { Button, Checkbox, Popover, Stack } from '@mantine/core';
import { WEEKDAYS } from '@qtify/shared/domain/working-times';
import { IconCopy } from '@tabler/icons-react';
import { useState } from 'react';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { weekdayName } from './schedule-format';

/** "Copy to …": pick other weekdays (Mon–Fri in one click) and copy this day's times onto them. */
export function CopyDayButton({
  weekday,
  dayName,
  onCopy,
}: {
  weekday: number;
  dayName: string;
  onCopy: (from: number, to: number[]) => void;
}) {
  const { t, i18n } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const [opened, setOpened] = useState(false);
  const [targets, setTargets] = useState<string[]>([]);
  const others = WEEKDAYS.filter((day) => day !== weekday);
  return (
    <Popover opened={opened} onChange={setOpened} position="bottom-start" withArrow shadow="md" trapFocus>
      <Popover.Target>
        <Button
          variant="subtle"
          size="compact-sm"
          leftSection={<IconCopy size={16} aria-hidden="true" />}
          onClick={() => setOpened((open) => !open)}
          aria-label={t('schedule.copyDay', { day: dayName })}
        >
          {t('schedule.copy')}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs">
          <Checkbox.Group
            label={t('schedule.copyDay', { day: dayName })}
            value={targets}
            onChange={setTargets}
          >
            <Stack gap={6} mt="xs">
              {others.map((day) => (
                <Checkbox key={day} value={String(day)} label={weekdayName(day, language)} />
              ))}
            </Stack>
          </Checkbox.Group>
          <Button
            variant="light"
            size="compact-sm"
            onClick={() => setTargets(others.filter((day) => day <= 5).map(String))}
          >
            {t('schedule.weekdays')}
          </Button>
          <Button
            size="compact-sm"
            disabled={targets.length === 0}
            onClick={() => {
              onCopy(weekday, targets.map(Number));
              setTargets([]);
              setOpened(false);
            }}
          >
            {t('schedule.copyApply')}
          </Button>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
