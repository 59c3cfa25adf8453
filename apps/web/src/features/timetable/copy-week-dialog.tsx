import { NativeSelect, Stack, Text } from '@mantine/core';
import { MAX_COPY_WEEKS } from '@qtify/shared/domain/timetable-limits';
import type { CopyWeekBody } from '@qtify/shared/schemas/timetable-schemas';
import { DialogActions } from '../../components/dialog-actions';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { useCopyWeek } from '../../lib/queries/timetable';
import { useSchemaForm } from '../../lib/use-schema-form';
import { useTimetableTranslation } from './use-timetable-translation';
import { weekLabel } from './week-label';

const loadSchema = () =>
  import('@qtify/shared/schemas/timetable-schemas').then((module) => module.ZCopyWeekBody);

/** "Copy a week": this week's changed dates onto the next 1–12 weeks (the regular week repeats anyway). */
export function CopyWeekDialog({
  businessId,
  week,
  onClose,
}: {
  businessId: string;
  week: { from: string; to: string };
  onClose: () => void;
}) {
  const { t, language } = useTimetableTranslation();
  const copy = useCopyWeek(businessId);
  const form = useSchemaForm<{ weeks: string }, CopyWeekBody>({
    initialValues: { weeks: '1' },
    schema: loadSchema,
    toBody: ({ weeks }) => ({ week: week.from, weeks: Number(weeks) }),
  });
  const submit = form.onSubmit(async (body) => {
    const copied = await copy.mutateAsync(body);
    showSuccess(t('timetable.copied', { count: copied }));
    onClose();
  });
  const options = Array.from({ length: MAX_COPY_WEEKS }, (_, index) => ({
    value: String(index + 1),
    label: t('timetable.weeksOption', { count: index + 1 }),
  }));
  return (
    <StaffDialog title={t('timetable.copyTitle')} size="32rem" onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm" fw={600}>
            {weekLabel(week.from, week.to, language)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('timetable.copyIntro')}
          </Text>
          <FormAlert message={form.formError} />
          <NativeSelect {...form.getInputProps('weeks')} data={options} label={t('timetable.copyWeeks')} />
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('timetable.cancel')}
            confirm={{ label: t('timetable.copyApply'), loading: form.submitting }}
          />
        </Stack>
      </form>
    </StaffDialog>
  );
}
