import { Chip, Group, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { StatsRange } from '../../lib/queries/queue-stats';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import { isStatsRange, presetRange, STATS_PRESETS } from './wait-stats-series';

/**
 * The statistics' range: the last 7, 30, 90 or 365 days in one click, or any two dates (both
 * included, at most 366 days). A typed range takes effect once it is one the server takes.
 */
export function WaitStatsRange({
  today,
  range,
  onChange,
}: {
  today: string;
  range: StatsRange;
  onChange: (range: StatsRange) => void;
}) {
  const { t } = useWaitingRoomTranslation();
  const [draft, setDraft] = useState(range);
  const valid = isStatsRange(draft.from, draft.to);
  const edit = (next: StatsRange) => {
    setDraft(next);
    if (isStatsRange(next.from, next.to)) onChange(next);
  };
  const preset = STATS_PRESETS.find((days) => {
    const candidate = presetRange(today, days);
    return candidate.from === range.from && candidate.to === range.to;
  });

  return (
    <fieldset aria-label={t('stats.range')} style={{ border: 0, padding: 0, margin: 0 }}>
      <Group gap="xs" mb="sm">
        {STATS_PRESETS.map((days) => (
          <Chip
            key={days}
            checked={preset === days}
            onChange={() => edit(presetRange(today, days))}
            variant="outline"
          >
            {t(`stats.presets.${days}`)}
          </Chip>
        ))}
      </Group>
      <Group gap="sm" align="flex-start">
        <TextInput
          type="date"
          label={t('stats.from')}
          value={draft.from}
          max={draft.to || undefined}
          onChange={(event) => edit({ ...draft, from: event.currentTarget.value })}
          w={180}
        />
        <TextInput
          type="date"
          label={t('stats.to')}
          value={draft.to}
          min={draft.from || undefined}
          onChange={(event) => edit({ ...draft, to: event.currentTarget.value })}
          w={180}
        />
      </Group>
      {!valid && (
        <Text c="red" size="sm" mt={4} role="alert">
          {t('stats.rangeInvalid')}
        </Text>
      )}
    </fieldset>
  );
}
