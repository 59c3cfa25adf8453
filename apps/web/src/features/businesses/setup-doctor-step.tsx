import '../../components/staff-screen-styles';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import type { Industry } from '@qtify/shared/domain/industry';
import { SETUP_DEFAULTS, weekFromHours } from '@qtify/shared/domain/setup-defaults';
import { findWorkingTimeProblems, WEEKDAYS } from '@qtify/shared/domain/working-times';
import { ZDoctorBody } from '@qtify/shared/schemas/doctor-schemas';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiFormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { validateForm } from '../../components/validate-form';
import type { CurrentUser } from '../../lib/queries/current-user';
import type { Doctor } from '../../lib/queries/doctors';
import classes from './businesses.module.css';
import { saveFirstDoctor } from './setup-api';
import { useFormErrors } from './use-form-errors';

/** The name the first doctor is given: the owner for a practice or salon, "Tisch 1" for a restaurant. */
function suggestedName(industry: Industry, user: Pick<CurrentUser, 'firstName' | 'lastName'>, table: string) {
  if (industry === 'restaurant') return table;
  if (industry === 'medical') return `Dr. ${user.firstName} ${user.lastName}`.trim();
  return `${user.firstName} ${user.lastName}`.trim();
}

interface DoctorStepProps {
  businessId: string;
  industry: Industry;
  user: Pick<CurrentUser, 'firstName' | 'lastName'>;
  /** A doctor a failed earlier try created without hours: this step completes them. */
  existing: Doctor | undefined;
  /** Shown from the weekday names. */
  weekdayName: (weekday: number) => string;
}

/**
 * Setup step 2: the first doctor (table, team member) with the industry's usual week already filled
 * in (setup-defaults.ts), so accepting it is one click.
 */
export function SetupDoctorStep({ businessId, industry, user, existing, weekdayName }: DoctorStepProps) {
  const { t } = useTranslation([industry, 'common']);
  const queryClient = useQueryClient();
  const formRef = useRef<HTMLFormElement>(null);
  const defaults = SETUP_DEFAULTS[industry];
  const table = industry === 'restaurant';
  const [weekdays, setWeekdays] = useState<number[]>([...defaults.weekdays]);
  const [daysError, setDaysError] = useState<string | null>(null);
  const form = useForm({
    mode: 'controlled',
    initialValues: {
      name: existing?.name ?? suggestedName(industry, user, t('onboarding.doctor.tableName')),
      specialty: existing?.specialty ?? t('onboarding.doctor.specialtySuggestion', { context: industry }),
      partySize: String(existing?.partySize ?? 4),
      hours: defaults.hours.map((range) => ({ ...range })),
    },
  });
  const errors = useFormErrors(form, industry, () => formRef.current);

  const submit = form.onSubmit(async (values) => {
    errors.clear();
    setDaysError(null);
    const fields = table
      ? { name: values.name.trim(), partySize: Number(values.partySize) }
      : { name: values.name.trim(), specialty: values.specialty.trim() };
    const invalid = validateForm<string>(ZDoctorBody, fields);
    if (invalid) return errors.show(invalid);
    const week = weekFromHours(weekdays, values.hours);
    if (weekdays.length === 0) return setDaysError(t('onboarding.doctor.noDays'));
    const problems = findWorkingTimeProblems(week);
    if (problems[0]) {
      return errors.show({ fields: {}, form: { key: `schedule.problems.${problems[0].code}` } });
    }
    try {
      await saveFirstDoctor(queryClient, businessId, existing, fields, week);
    } catch (error) {
      errors.show(
        apiFormErrors(error, {
          fields: ['name', 'specialty', 'partySize'],
          codes: {
            NAME_REQUIRED: { field: 'name', key: `${industry}:doctorsPage.nameRequired` },
            SPECIALTY_REQUIRED: { field: 'specialty', key: `${industry}:doctorsPage.specialtyRequired` },
            PARTY_SIZE_REQUIRED: { field: 'partySize', key: `${industry}:doctorsPage.specialtyRequired` },
          },
        }),
      );
    }
  });

  return (
    <form ref={formRef} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={errors.formError} />
        <TextInput
          {...form.getInputProps('name')}
          label={t('doctorsPage.nameLabel')}
          placeholder={t('doctorsPage.namePlaceholder')}
          required
          maxLength={100}
        />
        {table ? (
          <TextInput
            {...form.getInputProps('partySize')}
            type="number"
            inputMode="numeric"
            min={1}
            max={1000}
            label={t('doctorsPage.specialtyLabel')}
            required
            maw="12rem"
          />
        ) : (
          <TextInput
            {...form.getInputProps('specialty')}
            label={t('doctorsPage.specialtyLabel')}
            placeholder={t('doctorsPage.specialtyPlaceholder')}
            required
            maxLength={100}
          />
        )}
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('onboarding.doctor.hours', { context: industry })}</legend>
          <Checkbox.Group
            value={weekdays.map(String)}
            onChange={(next) => setWeekdays(next.map(Number))}
            label={t('onboarding.doctor.days')}
            error={daysError}
          >
            <Group gap="md" mt="xs">
              {WEEKDAYS.map((weekday) => (
                <Checkbox key={weekday} value={String(weekday)} label={weekdayName(weekday)} />
              ))}
            </Group>
          </Checkbox.Group>
          {form.values.hours.map((_, index) => {
            const slot = index + 1;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the ranges are fixed, never reordered
              <Group key={index} gap="sm" mt="md" align="flex-end">
                <TextInput
                  {...form.getInputProps(`hours.${index}.start`)}
                  type="time"
                  label={t('schedule.startOf', { slot })}
                  w="9rem"
                />
                <TextInput
                  {...form.getInputProps(`hours.${index}.end`)}
                  type="time"
                  label={t('schedule.endOf', { slot })}
                  w="9rem"
                />
              </Group>
            );
          })}
        </fieldset>
        <div className={classes.actions}>
          <Button type="submit" size="md" loading={form.submitting}>
            {t('onboarding.next')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
