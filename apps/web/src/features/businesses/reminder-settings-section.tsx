import { Checkbox, Group, NumberInput, Switch } from '@mantine/core';
import { CANCEL_DEADLINE_HOURS_MAX } from '@qtify/shared/domain/cancel-deadline';
import { MAX_REMINDERS, REMINDER_HOUR_CHOICES } from '@qtify/shared/domain/reminders';
import { useTranslation } from 'react-i18next';
import type { Business } from '../../lib/queries/businesses';
import { BusinessSettingsForm, useBusinessSettingsForm } from './business-settings-form';

/**
 * What patients are told and allowed after booking: e-mail reminders (on or off, up to three
 * times before the start) and until when they may cancel or move online. A small form of its own
 * on the business's settings page.
 */
export function ReminderSettingsSection({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const context = { context: business.industry };
  const form = useBusinessSettingsForm<{
    enabled: boolean;
    hoursBefore: string[];
    cancelDeadlineHours: number | string;
  }>(business, {
    initialValues: {
      enabled: business.reminders.enabled,
      hoursBefore: business.reminders.hoursBefore.map(String),
      cancelDeadlineHours: business.bookingRules.cancelDeadlineHours,
    },
    toBody: (values) => ({
      reminders: { enabled: values.enabled, hoursBefore: values.hoursBefore.map(Number) },
      bookingRules: { cancelDeadlineHours: Number(values.cancelDeadlineHours) },
    }),
  });
  const { enabled, hoursBefore } = form.getValues();

  return (
    <BusinessSettingsForm
      business={business}
      form={form}
      heading={t('businesses.reminders.heading', context)}
    >
      <Switch
        size="md"
        label={t('businesses.reminders.enabled', context)}
        description={t('businesses.reminders.enabledHint')}
        {...form.getInputProps('enabled', { type: 'checkbox' })}
      />
      <Checkbox.Group
        label={t('businesses.reminders.when')}
        description={t('businesses.reminders.whenHint', { count: MAX_REMINDERS })}
        {...form.getInputProps('hoursBefore')}
      >
        <Group gap="md" mt="xs">
          {REMINDER_HOUR_CHOICES.map((hours) => (
            <Checkbox
              key={hours}
              value={String(hours)}
              label={t('businesses.reminders.hours', { count: hours })}
              disabled={
                !enabled || (hoursBefore.length >= MAX_REMINDERS && !hoursBefore.includes(String(hours)))
              }
            />
          ))}
        </Group>
      </Checkbox.Group>
      <NumberInput
        label={t('businesses.reminders.cancelDeadline', context)}
        description={t('businesses.reminders.cancelDeadlineHint', context)}
        min={0}
        max={CANCEL_DEADLINE_HOURS_MAX}
        allowDecimal={false}
        allowNegative={false}
        suffix={` ${t('businesses.reminders.hoursUnit')}`}
        size="md"
        maw={260}
        {...form.getInputProps('cancelDeadlineHours')}
      />
    </BusinessSettingsForm>
  );
}
