import { NativeSelect, Stack, Text } from '@mantine/core';
import {
  findWorkingTimeProblems,
  sortWorkingTimes,
  WEEKDAYS,
  type WorkingTime,
} from '@qtify/shared/domain/working-times';
import { DialogActions } from '../../components/dialog-actions';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { type TimetableMember, useSaveShifts } from '../../lib/queries/timetable';
import { useSchemaForm } from '../../lib/use-schema-form';
import { HoursFields } from './hours-fields';
import { useTimetableTranslation } from './use-timetable-translation';

interface ShiftValues extends Record<string, unknown> {
  shifts: { weekday: string; start: string; end: string }[];
}

const loadSchema = () =>
  import('@qtify/shared/schemas/timetable-schemas').then((module) => module.ZShiftsBody);

const toShifts = (values: ShiftValues): WorkingTime[] =>
  values.shifts.map((shift) => ({ weekday: Number(shift.weekday), start: shift.start, end: shift.end }));

/** Weekday 1 = Monday in the page's language; 2024-01-01 was a Monday. */
function weekdayName(weekday: number, language: string): string {
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2024, 0, weekday)),
  );
}

/** A member's regular week of shifts: weekday and from–to per row; saving replaces the week. */
export function ShiftsDialog({
  businessId,
  member,
  onClose,
}: {
  businessId: string;
  member: TimetableMember;
  onClose: () => void;
}) {
  const { t, language } = useTimetableTranslation();
  const name = `${member.firstName} ${member.lastName}`.trim();
  const save = useSaveShifts(businessId, member.userId);
  const form = useSchemaForm<ShiftValues, WorkingTime[]>({
    initialValues: {
      shifts: sortWorkingTimes(member.shifts).map((shift) => ({ ...shift, weekday: String(shift.weekday) })),
    },
    schema: loadSchema,
    toBody: toShifts,
    check: (values) =>
      Object.fromEntries(
        findWorkingTimeProblems(toShifts(values)).map((problem) => [
          `shifts.${problem.index}.end`,
          { key: `schedule.problems.${problem.code}` },
        ]),
      ),
  });
  const submit = form.onSubmit(async (shifts) => {
    await save.mutateAsync(sortWorkingTimes(shifts));
    showSuccess(t('timetable.shiftsSaved', { name }));
    onClose();
  });
  const weekdays = WEEKDAYS.map((weekday) => ({
    value: String(weekday),
    label: weekdayName(weekday, language),
  }));

  return (
    <StaffDialog title={t('timetable.shiftsTitle', { name })} size="36rem" onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            {t('timetable.shiftsIntro')}
          </Text>
          <FormAlert message={form.formError} />
          <HoursFields
            hours={form.values.shifts}
            path="shifts"
            inputProps={(path) => form.getInputProps(path)}
            onAdd={(span) => {
              const last = form.values.shifts.at(-1);
              const weekday = last ? String(Math.min(Number(last.weekday) + 1, 7)) : '1';
              form.insertListItem('shifts', {
                weekday,
                start: last?.start ?? span.start,
                end: last?.end ?? span.end,
              });
            }}
            onRemove={(index) => form.removeListItem('shifts', index)}
            lead={(index) => (
              <NativeSelect
                {...form.getInputProps(`shifts.${index}.weekday`)}
                data={weekdays}
                label={t('timetable.weekday')}
                w="9rem"
              />
            )}
          />
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('timetable.cancel')}
            confirm={{ label: t('schedule.save'), loading: form.submitting }}
          />
        </Stack>
      </form>
    </StaffDialog>
  );
}
