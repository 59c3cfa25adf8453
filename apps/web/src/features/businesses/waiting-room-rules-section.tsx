import { NativeSelect, NumberInput } from '@mantine/core';
import { NO_SHOW_GRACE_MAX, NO_SHOW_GRACE_MIN } from '@qtify/shared/domain/no-show-due';
import { ALERT_AHEAD_MAX } from '@qtify/shared/domain/queue-alert';
import { useTranslation } from 'react-i18next';
import type { Business } from '../../lib/queries/businesses';
import { BusinessSettingsForm, useBusinessSettingsForm } from './business-settings-form';

const OFF = 'off';

/**
 * The waiting room's rules (issue 21): minutes a called patient has before becoming a no-show, and
 * when waiting patients get their one heads-up on the phone (next, next but one, … or off).
 */
export function WaitingRoomRulesSection({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const form = useBusinessSettingsForm<{ noShowGraceMinutes: number | string; alertAhead: string }>(
    business,
    {
      initialValues: {
        noShowGraceMinutes: business.waitingRoom.noShowGraceMinutes,
        alertAhead: business.waitingRoom.alertAhead === null ? OFF : String(business.waitingRoom.alertAhead),
      },
      toBody: (values) => ({
        waitingRoom: {
          noShowGraceMinutes: Number(values.noShowGraceMinutes),
          alertAhead: values.alertAhead === OFF ? null : Number(values.alertAhead),
        },
      }),
    },
  );
  const choices = [
    { value: OFF, label: t('businesses.waitingRoomRules.alertOff') },
    { value: '0', label: t('businesses.waitingRoomRules.alertNext') },
    ...Array.from({ length: ALERT_AHEAD_MAX }, (_, i) => ({
      value: String(i + 1),
      label: t('businesses.waitingRoomRules.alertAhead', { count: i + 1 }),
    })),
  ];
  return (
    <BusinessSettingsForm business={business} form={form} heading={t('businesses.waitingRoomRules.heading')}>
      <NumberInput
        label={t('businesses.waitingRoomRules.grace')}
        description={t('businesses.waitingRoomRules.graceHint')}
        min={NO_SHOW_GRACE_MIN}
        max={NO_SHOW_GRACE_MAX}
        allowDecimal={false}
        allowNegative={false}
        suffix={` ${t('businesses.waitingRoomRules.minutesUnit')}`}
        size="md"
        maw={260}
        {...form.getInputProps('noShowGraceMinutes')}
      />
      <NativeSelect
        label={t('businesses.waitingRoomRules.alert')}
        description={t('businesses.waitingRoomRules.alertHint')}
        data={choices}
        size="md"
        maw={420}
        {...form.getInputProps('alertAhead')}
      />
    </BusinessSettingsForm>
  );
}
