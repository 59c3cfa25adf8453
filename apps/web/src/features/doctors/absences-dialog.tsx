import { ActionIcon, Button, Paper, Stack, Switch, Text, TextInput } from '@mantine/core';
import { clockTimeToMinutes, isClockTime } from '@qtify/shared/domain/clock-time';
import { type AbsenceBody, ZAbsenceBody } from '@qtify/shared/schemas/doctor-schemas';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import classes from '../../components/staff-screen.module.css';
import type { FormMessage } from '../../lib/error-messages';
import { errorText } from '../../lib/error-text';
import { type Absence, useAddAbsence, useDeleteAbsence } from '../../lib/queries/doctors';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { useSchemaForm } from '../../lib/use-schema-form';
import { AbsenceAppointmentsSection } from './absence-appointments-section';
import type { DoctorDialogProps } from './doctor-dialog-props';
import { formatDate, formatRange, localIsoDate, splitAbsences } from './schedule-format';

interface AbsenceValues extends Record<string, unknown> {
  from: string;
  /** Empty: the single day `from`. */
  to: string;
  allDay: boolean;
  start: string;
  end: string;
  reason: string;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** What the date and time pickers leave half done, said before sending (the server refuses it too). */
function checkAbsence(values: AbsenceValues) {
  const problems: Partial<Record<keyof AbsenceValues, FormMessage>> = {};
  if (!DATE.test(values.from)) problems.from = { key: 'absences.dateRequired' };
  else if (DATE.test(values.to) && values.to < values.from)
    problems.to = { key: 'errors.INVALID_DATE_RANGE' };
  if (values.allDay) return problems;
  if (!isClockTime(values.start)) problems.start = { key: 'absences.timeRequired' };
  if (!isClockTime(values.end)) problems.end = { key: 'absences.timeRequired' };
  else if (isClockTime(values.start) && clockTimeToMinutes(values.start) >= clockTimeToMinutes(values.end))
    problems.end = { key: 'schedule.problems.startNotBeforeEnd' };
  return problems;
}

/**
 * A doctor's absences: record one (first to last day, whole days or from–to each day), upcoming
 * ones, the past ones apart. A new absence over booked appointments lists them to cancel or keep.
 */
export function AbsencesDialog({ businessId, doctor, onClose }: DoctorDialogProps) {
  const { t } = useIndustryTranslation();
  const addAbsence = useAddAbsence(businessId, doctor.id);
  const form = useSchemaForm<AbsenceValues, AbsenceBody>({
    initialValues: { from: '', to: '', allDay: true, start: '09:00', end: '12:00', reason: '' },
    schema: ZAbsenceBody,
    toBody: ({ from, to, allDay, start, end, reason }) => ({
      from,
      to: to || from,
      allDay,
      ...(allDay ? {} : { start, end }),
      ...(reason.trim() ? { reason: reason.trim() } : {}),
    }),
    check: checkAbsence,
  });
  const allDay = form.values.allDay;
  const today = localIsoDate(new Date());
  const { upcoming, past } = splitAbsences(doctor.absences, today);

  // The absence just recorded, whose booked appointments staff decide about.
  const [added, setAdded] = useState<string | null>(null);

  const submit = form.onSubmit(async (body) => {
    const absence = await addAbsence.mutateAsync(body);
    showSuccess(t('doctorsPage.absencesAdded'));
    form.setValues({ from: '', to: '', reason: '' });
    setAdded(absence.id);
  });

  return (
    <StaffDialog title={t('doctorsPage.absencesTitle', { name: doctor.name })} size="40rem" onClose={onClose}>
      <Stack gap="lg">
        <Paper component="form" withBorder p="md" ref={form.ref} onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormAlert message={form.formError} />
            <div className={classes.absenceFields}>
              <TextInput {...form.getInputProps('from')} type="date" label={t('absences.from')} required />
              <TextInput
                {...form.getInputProps('to')}
                type="date"
                label={t('absences.to')}
                min={form.values.from || undefined}
              />
            </div>
            <div className={classes.absenceFields}>
              <Switch
                {...form.getInputProps('allDay', { type: 'checkbox' })}
                label={t('absences.allDay')}
                className={classes.allDay}
              />
            </div>
            {!allDay && (
              <div className={classes.absenceFields}>
                <TextInput
                  {...form.getInputProps('start')}
                  type="time"
                  label={t('absences.start')}
                  required
                />
                <TextInput {...form.getInputProps('end')} type="time" label={t('absences.end')} required />
              </div>
            )}
            <TextInput
              {...form.getInputProps('reason')}
              label={t('absences.reason')}
              placeholder={t('doctorsPage.absencesReasonPlaceholder')}
            />
            <div className={classes.actions}>
              <Button type="submit" loading={form.submitting}>
                {t('absences.add')}
              </Button>
            </div>
          </Stack>
        </Paper>

        {added && (
          <AbsenceAppointmentsSection
            businessId={businessId}
            doctorId={doctor.id}
            absenceId={added}
            onDone={() => setAdded(null)}
          />
        )}

        <section aria-labelledby="absences-upcoming">
          <h3 id="absences-upcoming" className={classes.subTitle}>
            {t('doctorsPage.absencesUpcoming')}
          </h3>
          {upcoming.length === 0 ? (
            <Text c="dimmed" size="sm">
              {t('doctorsPage.absencesNone')}
            </Text>
          ) : (
            <AbsenceList businessId={businessId} doctorId={doctor.id} absences={upcoming} />
          )}
        </section>
        {past.length > 0 && (
          <details className={classes.past}>
            <summary>{t('doctorsPage.absencesPast', { count: past.length })}</summary>
            <AbsenceList businessId={businessId} doctorId={doctor.id} absences={past} />
          </details>
        )}
        <div className={classes.actions}>
          <Button variant="default" onClick={onClose}>
            {t('absences.close')}
          </Button>
        </div>
      </Stack>
    </StaffDialog>
  );
}

function AbsenceList({
  businessId,
  doctorId,
  absences,
}: {
  businessId: string;
  doctorId: string;
  absences: Absence[];
}) {
  const { t, i18n, context } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const deleteAbsence = useDeleteAbsence(businessId, doctorId);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const remove = async (absence: Absence) => {
    setBusy(absence.id);
    setError(null);
    try {
      await deleteAbsence.mutateAsync(absence.id);
      showSuccess(t('doctorsPage.absencesDeleted'));
    } catch (caught) {
      setError(errorText(t, caught, context));
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      <FormAlert message={error} />
      <ul className={classes.absences}>
        {absences.map((absence) => {
          const when =
            absence.to && absence.to !== absence.from
              ? t('absences.range', {
                  from: formatDate(absence.from, language),
                  to: formatDate(absence.to, language),
                })
              : formatDate(absence.date, language);
          const time =
            absence.allDay || !absence.start || !absence.end
              ? t('absences.allDayShort')
              : formatRange(absence.start, absence.end);
          return (
            <li key={absence.id} className={classes.absence}>
              <div>
                <Text fw={600} size="sm">
                  {when} · {time}
                </Text>
                {absence.reason && (
                  <Text size="sm" c="dimmed">
                    {absence.reason}
                  </Text>
                )}
              </div>
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                loading={busy === absence.id}
                onClick={() => void remove(absence)}
                aria-label={t('doctorsPage.absencesDelete', { date: when })}
              >
                <IconTrash size={18} aria-hidden="true" />
              </ActionIcon>
            </li>
          );
        })}
      </ul>
    </>
  );
}
