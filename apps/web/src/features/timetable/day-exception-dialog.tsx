import { Button, Stack, Switch, Text } from '@mantine/core';
import { findDayProblems } from '@qtify/shared/domain/working-times';
import type { DayExceptionBody } from '@qtify/shared/schemas/timetable-schemas';
import { useState } from 'react';
import { DialogActions } from '../../components/dialog-actions';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { errorText } from '../../lib/error-text';
import { useDeleteDayException, useSetDayException } from '../../lib/queries/timetable';
import { useSchemaForm } from '../../lib/use-schema-form';
import { HoursFields } from './hours-fields';
import type { RowDay, TimetableRow } from './timetable-rows';
import { useTimetableTranslation } from './use-timetable-translation';
import { dayLabel } from './week-label';

interface DayValues extends Record<string, unknown> {
  off: boolean;
  hours: { start: string; end: string }[];
}

const loadSchema = () =>
  import('@qtify/shared/schemas/timetable-schemas').then((module) => module.ZDayExceptionBody);

/** Overlapping or reversed hours, marked at their end field before anything is sent. */
function checkHours(values: DayValues) {
  if (values.off) return null;
  return Object.fromEntries(
    findDayProblems(values.hours).map((problem) => [
      `hours.${problem.index}.end`,
      { key: `schedule.problems.${problem.code}` },
    ]),
  );
}

/**
 * One date of a doctor (table) or member: other hours than the regular week, or not working (away)
 * at all; or back to the regular week. The booking page offers exactly these hours that day.
 */
export function DayExceptionDialog({
  businessId,
  row,
  day,
  onClose,
}: {
  businessId: string;
  row: TimetableRow;
  day: RowDay;
  onClose: () => void;
}) {
  const { t, context, language } = useTimetableTranslation();
  const setException = useSetDayException(businessId, row.owner);
  const deleteException = useDeleteDayException(businessId, row.owner);
  const [resetError, setResetError] = useState<string | null>(null);
  const date = dayLabel(day.date, language, true);
  const form = useSchemaForm<DayValues, DayExceptionBody>({
    initialValues: {
      off: day.hours.length === 0,
      hours:
        day.hours.length > 0 ? day.hours.map((span) => ({ ...span })) : [{ start: '08:00', end: '12:00' }],
    },
    schema: loadSchema,
    toBody: ({ off, hours }) => ({ hours: off ? [] : hours }),
    check: checkHours,
  });
  const submit = form.onSubmit(async (body) => {
    await setException.mutateAsync({ date: day.date, hours: body.hours });
    showSuccess(t('timetable.daySaved', { name: row.name, date }));
    onClose();
  });
  const reset = async () => {
    setResetError(null);
    try {
      await deleteException.mutateAsync(day.date);
      showSuccess(t('timetable.dayReset', { name: row.name, date }));
      onClose();
    } catch (caught) {
      setResetError(errorText(t, caught, context));
    }
  };
  const offLabel =
    row.owner.kind === 'member' ? t('timetable.memberAway') : t('timetable.notWorking', { context });

  return (
    <StaffDialog title={`${row.name} · ${date}`} size="32rem" onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('timetable.dayIntro', { context })}
          </Text>
          <FormAlert message={form.formError ?? resetError} />
          <Switch {...form.getInputProps('off', { type: 'checkbox' })} label={offLabel} />
          {!form.values.off && (
            <HoursFields
              hours={form.values.hours}
              path="hours"
              inputProps={(path) => form.getInputProps(path)}
              onAdd={(span) => form.insertListItem('hours', span)}
              onRemove={(index) => form.removeListItem('hours', index)}
            />
          )}
          {typeof form.errors.hours === 'string' && (
            <Text size="sm" c="var(--mantine-color-error)">
              {form.errors.hours}
            </Text>
          )}
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('timetable.cancel')}
            confirm={{ label: t('schedule.save'), loading: form.submitting }}
            before={
              day.exception && (
                <Button variant="subtle" color="gray" onClick={reset} loading={deleteException.isPending}>
                  {t('timetable.resetDay')}
                </Button>
              )
            }
          />
        </Stack>
      </form>
    </StaffDialog>
  );
}
