import { NumberInput, SegmentedControl, Stack, Switch, Text } from '@mantine/core';
import { BOOKING_RULE_LIMITS } from '@qtify/shared/domain/booking-rules';
import { useTranslation } from 'react-i18next';

/** The number rules, in the order the form shows them; null-able ones may stay empty. */
export const NUMBER_RULES = [
  'minNoticeMinutes',
  'horizonDays',
  'bufferBeforeMinutes',
  'bufferAfterMinutes',
  'slotIntervalMinutes',
  'maxPerDay',
] as const;
export const SWITCH_RULES = ['knownPatientsOnly', 'needsConfirmation', 'allowDoctorChoice'] as const;
export type NumberRule = (typeof NUMBER_RULES)[number];
export type SwitchRule = (typeof SWITCH_RULES)[number];

/** A rule as a form holds it: numbers as typed ('' = none / the business's), switches on/off or 'inherit'. */
export type RuleFormValues = Record<NumberRule, number | string> & Record<SwitchRule, boolean | 'inherit'>;

/** What the inputs need of the form that holds them. */
interface RuleForm {
  getInputProps: (path: string, options?: { type: 'checkbox' }) => object;
  getValues: () => object;
  setFieldValue: (path: string, value: boolean | 'inherit') => void;
}

/**
 * The booking rules' inputs (member catalogue, `businesses.bookingRules.*`), for the business's settings and,
 * with `inherit`, for a type's overrides: an empty number or "as the business" keeps the business's rule.
 */
export function BookingRuleInputs({
  form,
  industry,
  inherit = false,
}: {
  /** The business's or the type's form (useSchemaForm), which holds these values among others. */
  form: RuleForm;
  industry: string;
  inherit?: boolean;
}) {
  const { t } = useTranslation([industry, 'common']);
  const context = { context: industry };
  return (
    <Stack gap="md">
      {NUMBER_RULES.map((rule) => (
        <NumberInput
          key={rule}
          label={t(`businesses.bookingRules.${rule}`, context)}
          description={t(
            inherit ? 'businesses.bookingRules.inheritHint' : `businesses.bookingRules.${rule}Hint`,
            context,
          )}
          min={BOOKING_RULE_LIMITS[rule].min}
          max={BOOKING_RULE_LIMITS[rule].max}
          allowDecimal={false}
          allowNegative={false}
          size="md"
          maw={320}
          {...form.getInputProps(rule)}
        />
      ))}
      {SWITCH_RULES.map((rule) =>
        inherit ? (
          <div key={rule}>
            <Text size="sm" fw={500}>
              {t(`businesses.bookingRules.${rule}`, context)}
            </Text>
            <SegmentedControl
              data={[
                { value: 'inherit', label: t('businesses.bookingRules.asBusiness') },
                { value: 'true', label: t('businesses.bookingRules.yes') },
                { value: 'false', label: t('businesses.bookingRules.no') },
              ]}
              value={String((form.getValues() as RuleFormValues)[rule])}
              onChange={(value) =>
                form.setFieldValue(rule, value === 'inherit' ? 'inherit' : value === 'true')
              }
            />
          </div>
        ) : (
          <Switch
            key={rule}
            size="md"
            label={t(`businesses.bookingRules.${rule}`, context)}
            description={t(`businesses.bookingRules.${rule}Hint`, context)}
            {...form.getInputProps(rule, { type: 'checkbox' })}
          />
        ),
      )}
    </Stack>
  );
}
