import '../../components/staff-screen-styles';
import { Checkbox, ColorSwatch, Fieldset, Group, Stack, Text, Textarea, TextInput } from '@mantine/core';
import {
  type AppointmentType,
  type AppointmentTypeBody,
  ZAppointmentTypeBody,
} from '@qtify/shared/schemas/appointment-type-schemas';
import { IconCheck } from '@tabler/icons-react';
import {
  BookingRuleInputs,
  NUMBER_RULES,
  type RuleFormValues,
  SWITCH_RULES,
} from '../../components/booking-rule-inputs';
import { DialogActions } from '../../components/dialog-actions';
import { DurationField } from '../../components/duration-field';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { useIndustry } from '../../lib/industry-context';
import { contrastRatio } from '../../lib/palette';
import { useSaveAppointmentType } from '../../lib/queries/appointment-types';
import type { Doctor } from '../../lib/queries/doctors';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { useSchemaForm } from '../../lib/use-schema-form';
import { colorNameKey, TYPE_COLORS } from './type-colors';

/** Black or white, whichever reads better on a swatch (the tick of the chosen colour). */
const readableOn = (hex: string) =>
  contrastRatio(hex, '#000000') > contrastRatio(hex, '#ffffff') ? '#000000' : '#ffffff';

/** The type's overrides as the form holds them: an absent rule is '' (numbers) or 'inherit' (switches). */
function overrideValues(rules: AppointmentType['bookingRules'] | undefined): RuleFormValues {
  return Object.fromEntries([
    ...NUMBER_RULES.map((rule) => [rule, rules?.[rule] ?? '']),
    ...SWITCH_RULES.map((rule) => [rule, rules?.[rule] ?? 'inherit']),
  ]) as RuleFormValues;
}

/** Only the rules the form sets: an empty number or "as the business" keeps the business's rule. */
function overridesOf(values: RuleFormValues): AppointmentTypeBody['bookingRules'] {
  return Object.fromEntries([
    ...NUMBER_RULES.filter((rule) => values[rule] !== '').map((rule) => [rule, Number(values[rule])]),
    ...SWITCH_RULES.filter((rule) => values[rule] !== 'inherit').map((rule) => [rule, values[rule]]),
  ]);
}

/**
 * Create or edit an appointment type: title, description, duration, colour, who offers it, and
 * where it differs from the business's booking rules.
 */
export function TypeFormDialog({
  businessId,
  type,
  doctors,
  onClose,
}: {
  businessId: string;
  type: AppointmentType | null;
  doctors: Doctor[];
  onClose: () => void;
}) {
  const { t } = useIndustryTranslation();
  const industry = useIndustry();
  const saveType = useSaveAppointmentType(businessId, type?.id ?? null);
  const form = useSchemaForm({
    initialValues: {
      title: type?.title ?? '',
      description: type?.description ?? '',
      durationMinutes: String(type?.durationMinutes ?? 30),
      color: type?.color ?? TYPE_COLORS[0].hex,
      // One doctor offers a new type without being asked.
      doctorIds: type ? type.doctorIds : doctors.length === 1 ? [doctors[0]!.id] : [],
      ...overrideValues(type?.bookingRules),
    },
    schema: ZAppointmentTypeBody,
    toBody: (values): AppointmentTypeBody => ({
      title: values.title.trim(),
      description: values.description.trim() || undefined,
      // An empty field is no number: the schema says so instead of saving 0.
      durationMinutes: Number(values.durationMinutes || Number.NaN),
      color: values.color.trim(),
      doctorIds: values.doctorIds,
      bookingRules: overridesOf(values),
    }),
    // Nobody ticked while there is someone to tick, in the industry's words ("at least one table").
    // Without any doctor the server's 422 NO_DOCTORS says what to do first.
    check: (values) =>
      values.doctorIds.length === 0 && doctors.length > 0
        ? { doctorIds: { key: 'doctorsPage.typesDoctorsRequired' } }
        : null,
  });

  const submit = form.onSubmit(async (body) => {
    await saveType.mutateAsync(body);
    showSuccess(t(type ? 'doctorsPage.typesSaved' : 'doctorsPage.typesAdded', { title: body.title }));
    onClose();
  });

  const colorError = form.errors.color;
  const doctorsError = form.errors.doctorIds;
  return (
    <StaffDialog
      title={type ? t('appointmentTypes.editTitle', { title: type.title }) : t('doctorsPage.typesAddTitle')}
      size="36rem"
      onClose={onClose}
    >
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput
            {...form.getInputProps('title')}
            label={t('appointmentTypes.titleLabel')}
            placeholder={t('doctorsPage.typesTitlePlaceholder')}
            required
            data-autofocus
          />
          <Textarea
            {...form.getInputProps('description')}
            label={t('appointmentTypes.descriptionLabel')}
            autosize
            minRows={2}
          />
          <DurationField {...form.getInputProps('durationMinutes')} />
          <Fieldset variant="unstyled" legend={t('appointmentTypes.colorLabel')}>
            <Group gap="xs">
              {TYPE_COLORS.map(({ hex, name }) => {
                const chosen = form.values.color.toLowerCase() === hex;
                return (
                  <ColorSwatch
                    key={hex}
                    component="button"
                    type="button"
                    color={hex}
                    size={32}
                    aria-pressed={chosen}
                    aria-label={t(colorNameKey(name))}
                    title={t(colorNameKey(name))}
                    onClick={() => form.setFieldValue('color', hex)}
                  >
                    {chosen && <IconCheck size={18} color={readableOn(hex)} aria-hidden="true" />}
                  </ColorSwatch>
                );
              })}
              <TextInput
                {...form.getInputProps('color')}
                aria-label={t('appointmentTypes.colorHex')}
                // Its message stands under the whole colour choice.
                error={undefined}
                aria-invalid={colorError ? true : undefined}
                w="7.5rem"
                leftSection={<ColorSwatch color={form.values.color} size={14} />}
              />
            </Group>
            {colorError && (
              <Text size="sm" c="var(--mantine-color-error)" mt={4}>
                {colorError}
              </Text>
            )}
          </Fieldset>
          <Checkbox.Group label={t('doctorsPage.typesDoctorsLabel')} {...form.getInputProps('doctorIds')}>
            <Stack gap={6} mt="xs">
              {doctors.map((doctor) => (
                // A long name wraps inside the dialog instead of running past its edge.
                <Checkbox
                  key={doctor.id}
                  value={doctor.id}
                  label={doctor.name}
                  // Marked so the form's focus finds the list it refused.
                  aria-invalid={doctorsError ? true : undefined}
                  styles={{ body: { minWidth: 0 }, label: { overflowWrap: 'anywhere' } }}
                />
              ))}
            </Stack>
          </Checkbox.Group>
          <Fieldset legend={t('businesses.bookingRules.overrides', { context: industry })}>
            <BookingRuleInputs form={form} industry={industry} inherit />
          </Fieldset>
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('businesses.cancel')}
            confirm={{
              label: type ? t('schedule.save') : t('doctorsPage.typesAdd'),
              loading: form.submitting,
            }}
          />
        </Stack>
      </form>
    </StaffDialog>
  );
}
