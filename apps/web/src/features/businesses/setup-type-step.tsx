import { Button, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Industry } from '@qtify/shared/domain/industry';
import { SETUP_DEFAULTS } from '@qtify/shared/domain/setup-defaults';
import { ZAppointmentTypeBody } from '@qtify/shared/schemas/appointment-type-schemas';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { validateForm } from '../../components/validate-form';
import classes from './businesses.module.css';
import { saveFirstType } from './setup-api';
import { useFormErrors } from './use-form-errors';

/** The calendar's first colour (appointment-types/type-colors.ts): green. */
const FIRST_TYPE_COLOR = '#4caf50';

interface TypeStepProps {
  businessId: string;
  industry: Industry;
  doctorIds: string[];
  onDone: () => void;
}

/**
 * Setup step 3: the first appointment type, suggested for the industry ("Untersuchung", 15 minutes,
 * for a practice; "Tisch", 90 minutes, for a restaurant), offered by every doctor there is.
 */
export function SetupTypeStep({ businessId, industry, doctorIds, onDone }: TypeStepProps) {
  const { t } = useTranslation([industry, 'common']);
  const formRef = useRef<HTMLFormElement>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      title: t('onboarding.type.suggestion', { context: industry }),
      durationMinutes: String(SETUP_DEFAULTS[industry].typeMinutes),
    },
  });
  const errors = useFormErrors(form, industry, () => formRef.current);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    const body = {
      title: values.title.trim(),
      durationMinutes: Number(values.durationMinutes || Number.NaN),
      color: FIRST_TYPE_COLOR,
      doctorIds,
    };
    const invalid = validateForm<string>(ZAppointmentTypeBody, body);
    if (invalid) return errors.show(invalid);
    try {
      await saveFirstType(businessId, body);
      onDone();
    } catch (error) {
      errors.show(apiFormErrors(error, { fields: ['title', 'durationMinutes'] }));
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={errors.formError} />
        <TextInput
          {...form.getInputProps('title')}
          label={t('appointmentTypes.titleLabel')}
          required
          maxLength={100}
        />
        <TextInput
          {...form.getInputProps('durationMinutes')}
          type="number"
          inputMode="numeric"
          min={5}
          max={480}
          step={5}
          label={t('appointmentTypes.durationLabel')}
          required
          maw="12rem"
        />
        <div className={classes.actions}>
          <Button type="submit" size="md" loading={form.submitting}>
            {t('onboarding.type.submit')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
