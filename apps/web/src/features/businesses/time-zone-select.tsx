import { Select } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { supportedTimeZones, timeZoneOptions } from './time-zones';

interface TimeZoneSelectProps {
  value: string;
  onChange: (timeZone: string) => void;
  error?: string;
}

/** Searchable list of the IANA time zones with their current offset; bookings are computed in it. */
export function TimeZoneSelect({ value, onChange, error }: TimeZoneSelectProps) {
  const { t } = useTranslation('common');
  // Built once per mount: some 400 zones, each with its offset right now.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the saved value only needs to be in the first list
  const options = useMemo(() => timeZoneOptions(supportedTimeZones(), value, new Date()), []);
  return (
    <Select
      name="timeZone"
      label={t('businesses.fields.timeZone')}
      description={t('businesses.fields.timeZoneHint')}
      placeholder={t('businesses.fields.timeZoneSearch')}
      data={options}
      value={value}
      onChange={(next) => next && onChange(next)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t('businesses.fields.timeZoneNone')}
      maxDropdownHeight={280}
      comboboxProps={{ withinPortal: true }}
      // Typing then replaces the saved zone instead of being appended to its label.
      onFocus={(event) => event.currentTarget.select()}
      error={error}
    />
  );
}
