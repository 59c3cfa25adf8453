import { Badge, Checkbox, Stack, Text } from '@mantine/core';
import type { SeriesInstance } from '@qtify/shared/schemas/series-schemas';
import { useCalendarTranslation } from './use-calendar-translation';

/**
 * The instances of a weekly series before saving: each with its date and time (the business's
 * zone), ticked to be booked; one in conflict (taken, in the past …) says why and cannot be ticked.
 */
export function SeriesPreviewList({
  instances,
  skipped,
  onToggle,
  timeZone,
}: {
  instances: SeriesInstance[];
  /** Instances staff unticked (1-based). */
  skipped: ReadonlySet<number>;
  onToggle: (index: number) => void;
  timeZone: string;
}) {
  const { t, i18n } = useCalendarTranslation();
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage ?? i18n.language, {
    timeZone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  const chosen = instances.filter((instance) => !instance.conflict && !skipped.has(instance.index)).length;
  return (
    <Stack gap={6} role="group" aria-label={t('series.previewLabel')}>
      {instances.map((instance) => (
        <Checkbox
          key={instance.index}
          checked={!instance.conflict && !skipped.has(instance.index)}
          disabled={instance.conflict !== null}
          onChange={(event) => {
            // The form around it drops its preview on any change of the appointment; not on this one.
            event.stopPropagation();
            onToggle(instance.index);
          }}
          label={
            <span>
              {instance.index}. {format.format(new Date(instance.start))}{' '}
              {instance.conflict && (
                <Badge color="red" variant="light" size="sm">
                  {t(`series.conflict.${instance.conflict}`)}
                </Badge>
              )}
            </span>
          }
        />
      ))}
      <Text size="sm" c="dimmed">
        {t('series.chosen', { count: chosen, total: instances.length })}
      </Text>
    </Stack>
  );
}
