import { Button, Group, Paper, Stack, Title } from '@mantine/core';
import type { UpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import { useTranslation } from 'react-i18next';
import {
  BookingRuleInputs,
  NUMBER_RULES,
  type RuleFormValues,
  SWITCH_RULES,
} from '../../components/booking-rule-inputs';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { type Business, useUpdateBusiness } from '../../lib/queries/businesses';
import { useSchemaForm } from '../../lib/use-schema-form';

const loadSchema = () =>
  import('@qtify/shared/schemas/business-schemas').then((module) => module.ZUpdateBusinessBody);

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
  const update = useUpdateBusiness(business.id);
  const rules = business.bookingRules;
  const form = useSchemaForm<RuleFormValues, UpdateBusinessBody>({
    initialValues: Object.fromEntries([
      ...NUMBER_RULES.map((rule) => [rule, rules[rule] ?? '']),
      ...SWITCH_RULES.map((rule) => [rule, rules[rule]]),
    ]) as RuleFormValues,
    schema: loadSchema,
    toBody: (values) => ({
      bookingRules: Object.fromEntries([
        ...NUMBER_RULES.map((rule) => [rule, numberOrNull(rule, values[rule])]),
        ...SWITCH_RULES.map((rule) => [rule, values[rule] === true]),
      ]),
    }),
    context: business.industry,
  });
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <form
        ref={form.ref}
        noValidate
        onSubmit={form.onSubmit(async (body) => {
          await update.mutateAsync(body);
          showSuccess(t('company.saved'));
        })}
      >
        <Stack gap="md">
          <Title order={2} size="h4">
            {t('businesses.bookingRules.heading', { context: business.industry })}
          </Title>
          <BookingRuleInputs form={form} industry={business.industry} />
          <FormAlert message={form.formError} />
          <Group>
            <Button type="submit" size="md" loading={form.submitting}>
              {t('businesses.edit.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}
