import { useTranslation } from 'react-i18next';
import {
  BookingRuleInputs,
  NUMBER_RULES,
  type RuleFormValues,
  SWITCH_RULES,
} from '../../components/booking-rule-inputs';
import type { Business } from '../../lib/queries/businesses';
import { BusinessSettingsForm, useBusinessSettingsForm } from './business-settings-form';

/** An emptied number field is "no limit" (null) where the rule allows it, else 0. */
const NULLABLE = new Set(['horizonDays', 'slotIntervalMinutes', 'maxPerDay']);
const numberOrNull = (rule: string, value: number | string) =>
  value === '' ? (NULLABLE.has(rule) ? null : 0) : Number(value);

/**
 * What online booking allows (issue 18 "Booking rules"): notice, horizon, buffers, grid, daily
 * maximum, known patients only, confirmation and the doctor choice. Each type may override them.
 */
export function BookingRulesSection({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const rules = business.bookingRules;
  const form = useBusinessSettingsForm<RuleFormValues>(business, {
    initialValues: Object.fromEntries([
      ...NUMBER_RULES.map((rule) => [rule, rules[rule] ?? '']),
      ...SWITCH_RULES.map((rule) => [rule, rules[rule]]),
    ]) as RuleFormValues,
    toBody: (values) => ({
      bookingRules: Object.fromEntries([
        ...NUMBER_RULES.map((rule) => [rule, numberOrNull(rule, values[rule])]),
        ...SWITCH_RULES.map((rule) => [rule, values[rule] === true]),
      ]),
    }),
  });
  return (
    <BusinessSettingsForm
      business={business}
      form={form}
      heading={t('businesses.bookingRules.heading', { context: business.industry })}
    >
      <BookingRuleInputs form={form} industry={business.industry} />
    </BusinessSettingsForm>
  );
}
