import '../../components/staff-screen-styles';
import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { isClockTime } from '@qtify/shared/domain/clock-time';
import type { Industry } from '@qtify/shared/domain/industry';
import { SETUP_DEFAULTS, weekFromHours } from '@qtify/shared/domain/setup-defaults';
import { findWorkingTimeProblems, WEEKDAYS } from '@qtify/shared/domain/working-times';
import { ZDoctorBody } from '@qtify/shared/schemas/doctor-schemas';
import { useTranslation } from 'react-i18next';
import { DoctorNameFields, doctorBody, doctorProblems } from '../../components/doctor-name-fields';
import { FormAlert } from '../../components/form-alert';
import { type FormMessage, fieldMessage } from '../../lib/error-messages';
import type { CurrentUser } from '../../lib/queries/current-user';
import { type Doctor, useSaveFirstDoctor } from '../../lib/queries/doctors';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './businesses.module.css';

/** The name the first doctor is given: the owner for a practice or salon, "Tisch 1" for a restaurant. */
function suggestedName(industry: Industry, user: Pick<CurrentUser, 'firstName' | 'lastName'>, table: string) {
  if (industry === 'restaurant') return table;
  if (industry === 'medical') return `Dr. ${user.firstName} ${user.lastName}`.trim();
  return `${user.firstName} ${user.lastName}`.trim();
}

type HoursField = `hours.${number}.${'start' | 'end'}`;

/**
 * The day's hours are the same on every chosen weekday, so they are checked as one day: a problem's
 * index is then the range's, and its message stands at the time that is wrong.
 */
function hoursProblems(hours: readonly { start: string; end: string }[]) {
  const messages: Partial<Record<HoursField, FormMessage>> = {};
  for (const { index, code } of findWorkingTimeProblems(weekFromHours([WEEKDAYS[0]], hours))) {
    const startIsWrong =
      code === 'overlap' || (code === 'invalidTime' && !isClockTime(hours[index]?.start ?? ''));
    messages[`hours.${index}.${startIsWrong ? 'start' : 'end'}`] ??= fieldMessage('', code);
  }
  return messages;
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
  const defaults = SETUP_DEFAULTS[industry];
  const table = industry === 'restaurant';
  const save = useSaveFirstDoctor(businessId, existing?.id ?? null);
  const form = useSchemaForm({
    initialValues: {
      name: existing?.name ?? suggestedName(industry, user, t('onboarding.doctor.tableName')),
      specialty: existing?.specialty ?? t('onboarding.doctor.specialtySuggestion', { context: industry }),
      partySize: String(existing?.partySize ?? 4),
      weekdays: defaults.weekdays.map(String),
      hours: defaults.hours.map((range) => ({ ...range })),
    },
    schema: ZDoctorBody,
    toBody: (values) => doctorBody(values, table),
    // The week is no part of the doctor's request schema: checked here.
    check: (values) => ({
      ...doctorProblems(values, table),
      ...(values.weekdays.length === 0 ? { weekdays: { key: 'onboarding.doctor.noDays' } } : {}),
      ...hoursProblems(values.hours),
    }),
    context: industry,
  });

  const submit = form.onSubmit(async (fields, values) => {
    await save.mutateAsync({ fields, week: weekFromHours(values.weekdays.map(Number), values.hours) });
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <FormAlert message={form.formError} />
        <DoctorNameFields field={form.getInputProps} table={table} industry={industry} />
        <fieldset className={classes.fieldset}>
          <legend className={classes.legend}>{t('onboarding.doctor.hours', { context: industry })}</legend>
          <Checkbox.Group {...form.getInputProps('weekdays')} label={t('onboarding.doctor.days')}>
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
              <Group key={index} gap="sm" mt="md" align="flex-start">
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
