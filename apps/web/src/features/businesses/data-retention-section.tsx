import { Button, Group, NumberInput, Paper, Stack, Text, Title } from '@mantine/core';
import { WALK_IN_RETENTION_DAYS } from '@qtify/shared/domain/data-retention';
import type { UpdateBusinessBody } from '@qtify/shared/schemas/business-schemas';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { type Business, useUpdateBusiness } from '../../lib/queries/businesses';
import { useSchemaForm } from '../../lib/use-schema-form';

const loadSchema = () =>
  import('@qtify/shared/schemas/business-schemas').then((module) => module.ZUpdateBusinessBody);

/**
 * How long walk-in visits of people without any appointment keep their names: after that many days
 * a daily job anonymises them (GDPR storage limitation); the counts stay for the statistics.
 */
export function DataRetentionSection({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const context = { context: business.industry };
  const update = useUpdateBusiness(business.id);
  const form = useSchemaForm<{ walkInRetentionDays: number | string }, UpdateBusinessBody>({
    initialValues: { walkInRetentionDays: business.walkInRetentionDays },
    schema: loadSchema,
    toBody: (values) => ({ walkInRetentionDays: Number(values.walkInRetentionDays) }),
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
            {t('businesses.retention.heading')}
          </Title>
          <Text size="sm" c="dimmed">
            {t('businesses.retention.intro', context)}
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
