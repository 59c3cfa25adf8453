import {
  Button,
  Checkbox,
  Group,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import {
  PRESCRIPTION_DAILY_LIMIT_MAX,
  PRESCRIPTION_LEAD_DAYS_MAX,
} from '@qtify/shared/domain/prescription-status';
import { ZPrescriptionSettings } from '@qtify/shared/schemas/prescription-schemas';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { showSuccess } from '../../components/show-success';
import { type PrescriptionSettings, useSavePrescriptionSettings } from '../../lib/queries/prescriptions';
import { useSchemaForm } from '../../lib/use-schema-form';
import { usePrescriptionsTranslation } from './use-prescriptions-translation';

/** The practice's rules (managers): cut-off, lead time, requests per patient and day, free text. */
export function SettingsForm({
  businessId,
  settings,
}: {
  businessId: string;
  settings: PrescriptionSettings;
}) {
  const { t } = usePrescriptionsTranslation();
  const save = useSavePrescriptionSettings(businessId);
  const form = useSchemaForm({
    initialValues: settings,
    schema: ZPrescriptionSettings,
    toBody: (values) => ({
      ...values,
      leadWorkingDays: Number(values.leadWorkingDays),
      dailyLimit: Number(values.dailyLimit),
    }),
  });
  const submit = form.onSubmit(async (body) => {
    await save.mutateAsync(body);
    showSuccess(t('settings.saved'));
  });
  return (
    <SectionCard labelledBy="prescription-settings">
      <Title order={2} size="h4" id="prescription-settings" mb="sm">
        {t('settings.title')}
      </Title>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert message={form.formError} />
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput {...form.getInputProps('cutoff')} type="time" label={t('settings.cutoff')} required />
            <NumberInput
              {...form.getInputProps('leadWorkingDays')}
              label={t('settings.lead')}
              min={0}
              max={PRESCRIPTION_LEAD_DAYS_MAX}
              allowDecimal={false}
            />
            <NumberInput
              {...form.getInputProps('dailyLimit')}
              label={t('settings.limit')}
              min={1}
              max={PRESCRIPTION_DAILY_LIMIT_MAX}
              allowDecimal={false}
            />
          </SimpleGrid>
          <Text size="xs" c="dimmed">
            {t('settings.cutoffHint')}
          </Text>
          <Checkbox
            {...form.getInputProps('freeText', { type: 'checkbox' })}
            label={t('settings.freeText')}
          />
          <Group>
            <Button type="submit" loading={form.submitting}>
              {t('settings.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SectionCard>
  );
}
