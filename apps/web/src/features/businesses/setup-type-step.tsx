import { Button, Stack, TextInput } from '@mantine/core';
import { DEFAULT_TYPE_COLOR } from '@qtify/shared/domain/appointment-type-color';
import type { Industry } from '@qtify/shared/domain/industry';
import { SETUP_DEFAULTS } from '@qtify/shared/domain/setup-defaults';
import {
  type AppointmentTypeBody,
  ZAppointmentTypeBody,
} from '@qtify/shared/schemas/appointment-type-schemas';
import { useTranslation } from 'react-i18next';
import { DurationField } from '../../components/duration-field';
import { FormAlert } from '../../components/form-alert';
import { useCreateFirstAppointmentType } from '../../lib/queries/appointment-types';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './businesses.module.css';

interface TypeStepProps {
  businessId: string;
  industry: Industry;
  doctorIds: string[];
  /** Takes the setup to its end; the types are fetched again only after it (useCreateFirstAppointmentType). */
  onDone: () => void;
}

/**
 * Setup step 3: the first appointment type, suggested for the industry ("Untersuchung", 15 minutes,
 * for a practice; "Tisch", 90 minutes, for a restaurant), offered by every doctor there is.
 */
export function SetupTypeStep({ businessId, industry, doctorIds, onDone }: TypeStepProps) {
  const { t } = useTranslation([industry, 'common']);
  const create = useCreateFirstAppointmentType(businessId, onDone);
  const form = useSchemaForm({
    initialValues: {
      title: t('onboarding.type.suggestion', { context: industry }),
      durationMinutes: String(SETUP_DEFAULTS[industry].typeMinutes),
    },
    schema: ZAppointmentTypeBody,
    toBody: (values): AppointmentTypeBody => ({
      title: values.title.trim(),
      // An empty field is no number: the schema says so instead of saving 0.
      durationMinutes: Number(values.durationMinutes || Number.NaN),
      color: DEFAULT_TYPE_COLOR,
      doctorIds,
    }),
    context: industry,
  });

  const submit = form.onSubmit(async (body) => {
    await create.mutateAsync(body);
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={form.formError} />
        <TextInput {...form.getInputProps('title')} label={t('appointmentTypes.titleLabel')} required />
        <DurationField {...form.getInputProps('durationMinutes')} />
        <div className={classes.actions}>
          <Button type="submit" size="md" loading={form.submitting}>
            {t('onboarding.type.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
