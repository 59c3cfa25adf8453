import { Checkbox, SimpleGrid } from '@mantine/core';
import {
  SERIES_COUNT_MAX,
  SERIES_COUNT_MIN,
  SERIES_INTERVAL_WEEKS_MAX,
} from '@qtify/shared/domain/weekly-series';
import { WholeNumberInput } from '../../components/whole-number-input';
import { useCalendarTranslation } from './use-calendar-translation';

export interface SeriesChoice {
  repeat: boolean;
  count: string;
  intervalWeeks: string;
}

/** "Repeat weekly": how many appointments (2–52) and every how many weeks. */
export function SeriesFields({
  value,
  onChange,
}: {
  value: SeriesChoice;
  onChange: (next: SeriesChoice) => void;
}) {
  const { t } = useCalendarTranslation();
  return (
    <>
      <Checkbox
        label={t('series.repeat')}
        checked={value.repeat}
        onChange={(event) => onChange({ ...value, repeat: event.currentTarget.checked })}
      />
      {value.repeat && (
        <SimpleGrid cols={2} spacing="sm">
          <WholeNumberInput
            label={t('series.count')}
            min={SERIES_COUNT_MIN}
            max={SERIES_COUNT_MAX}
            value={value.count}
            onChange={(event) => onChange({ ...value, count: event.currentTarget.value })}
          />
          <WholeNumberInput
            label={t('series.interval')}
            min={1}
            max={SERIES_INTERVAL_WEEKS_MAX}
            value={value.intervalWeeks}
            onChange={(event) => onChange({ ...value, intervalWeeks: event.currentTarget.value })}
          />
        </SimpleGrid>
      )}
    </>
  );
}
