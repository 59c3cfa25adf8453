import { Button, Group, Stack, Textarea, TextInput } from '@mantine/core';
import { parsePartySizeText } from '@qtify/shared/domain/party-size-text';
import { ZAddPatientBody } from '@qtify/shared/schemas/queue-schemas';
import { IconUsers } from '@tabler/icons-react';
import { FormAlert } from '../../components/form-alert';
import { PersonNameInputs } from '../../components/person-name-inputs';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { useAddPatient } from '../../lib/queries/queue';
import { useSchemaForm } from '../../lib/use-schema-form';
import { svnrProblem } from './svnr-check';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** "Add a patient manually": someone at the desk joins the queue, checked in (POST …/queue). */
export function AddPatientDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const { t, context, industry } = useWaitingRoomTranslation();
  const add = useAddPatient(businessId);
  // A social insurance number belongs to a practice's patients only.
  const withSvnr = industry === 'medical';
  // A restaurant's host notes how many the party is (optional), to pick a table.
  const withPartySize = industry === 'restaurant';
  const form = useSchemaForm({
    initialValues: {
      firstName: '',
      lastName: '',
      birthdate: '',
      phone: '',
      partySize: '',
      svnr: '',
      note: '',
    },
    schema: ZAddPatientBody,
    toBody: (values) => {
      // A typed persons field that is no whole number goes as NaN: the schema names it.
      const partySize = withPartySize ? parsePartySizeText(values.partySize) : undefined;
      return {
        firstName: values.firstName.trim(),
        lastName: values.lastName.trim(),
        birthdate: values.birthdate || undefined,
        phone: values.phone.trim() || undefined,
        note: values.note.trim() || undefined,
        partySize: partySize === null ? Number.NaN : partySize,
        svnr: withSvnr && values.svnr.trim() ? values.svnr : undefined,
      };
    },
  });
  const svnrLive = withSvnr && svnrProblem(form.getValues().svnr) ? t('validation.svnrInvalid') : undefined;

  const submit = form.onSubmit(async (body) => {
    await add.mutateAsync(body);
    showSuccess(t('add.success', { context }));
    onClose();
  });

  return (
    <StaffDialog title={t('add.title', { context })} onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert message={form.formError} />
          <div className={classes.twoColumns}>
            <PersonNameInputs
              someoneElse
              firstName={form.getInputProps('firstName')}
              lastName={form.getInputProps('lastName')}
            />
          </div>
          <div className={classes.twoColumns}>
            <TextInput
              {...form.getInputProps('birthdate')}
              type="date"
              label={t('add.birthdate')}
              description={t('add.birthdateHint')}
              // Under the field, so it lines up with the phone number beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <TextInput
              {...form.getInputProps('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              label={t('add.phone')}
            />
          </div>
          {withPartySize && (
            <TextInput
              {...form.getInputProps('partySize')}
              label={t('add.partySize')}
              inputMode="numeric"
              autoComplete="off"
              w={120}
              leftSection={<IconUsers size={16} aria-hidden="true" />}
            />
          )}
          {withSvnr && (
            <TextInput
              {...form.getInputProps('svnr')}
              error={form.errors.svnr ?? svnrLive}
              label={t('add.svnr')}
              description={t('add.svnrHint')}
              inputMode="numeric"
              autoComplete="off"
            />
          )}
          <Textarea {...form.getInputProps('note')} label={t('add.note')} autosize minRows={2} maxRows={5} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('add.submit', { context })}
            </Button>
          </Group>
        </Stack>
      </form>
    </StaffDialog>
  );
}
