import { NumberInput, Text } from '@mantine/core';
import { WALK_IN_RETENTION_DAYS } from '@qtify/shared/domain/data-retention';
import { useTranslation } from 'react-i18next';
import type { Business } from '../../lib/queries/businesses';
import { BusinessSettingsForm, useBusinessSettingsForm } from './business-settings-form';

/**
 * How long walk-in visits of people without any appointment keep their names: after that many days
 * a daily job anonymises them (GDPR storage limitation); the counts stay for the statistics.
 */
export function DataRetentionSection({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const form = useBusinessSettingsForm<{ walkInRetentionDays: number | string }>(business, {
    initialValues: { walkInRetentionDays: business.walkInRetentionDays },
    toBody: (values) => ({ walkInRetentionDays: Number(values.walkInRetentionDays) }),
  });
  return (
    <BusinessSettingsForm business={business} form={form} heading={t('businesses.retention.heading')}>
      <Text size="sm" c="dimmed">
        {t('businesses.retention.intro', { context: business.industry })}
      </Text>
      <NumberInput
        label={t('businesses.retention.days')}
        description={t('businesses.retention.daysHint', {
          min: WALK_IN_RETENTION_DAYS.min,
          max: WALK_IN_RETENTION_DAYS.max,
          default: WALK_IN_RETENTION_DAYS.default,
        })}
        min={WALK_IN_RETENTION_DAYS.min}
        max={WALK_IN_RETENTION_DAYS.max}
        allowDecimal={false}
        allowNegative={false}
        suffix={` ${t('businesses.retention.unit')}`}
        size="md"
        maw={260}
        {...form.getInputProps('walkInRetentionDays')}
      />
    </BusinessSettingsForm>
  );
}
