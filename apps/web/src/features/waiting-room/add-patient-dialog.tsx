import { Button, Stack, Textarea, TextInput } from '@mantine/core';
import { parsePartySizeText } from '@qtify/shared/domain/party-size-text';
import { isValidSvnr } from '@qtify/shared/domain/svnr';
import type { AddPatientBody } from '@qtify/shared/schemas/queue-schemas';
import { IconUsers } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { apiFormErrors, type FormErrors } from '../../components/api-form-errors';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import { useFormState } from '../../components/use-form-state';
import { isApiError } from '../../lib/api-error';
import { addPatient } from './queue-api';
import { svnrProblem } from './svnr-check';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

const FIELDS = ['firstName', 'lastName', 'birthdate', 'phone', 'partySize', 'svnr', 'note'] as const;
type Field = (typeof FIELDS)[number];

// The API's field codes (queue-schemas.ts) that have their own common text beyond the generic ones.
const FIELD_CODES: Record<string, string> = {
  svnrInvalid: 'validation.svnrInvalid',
  birthdateRequired: 'validation.birthdateRequired',
  invalidDate: 'validation.invalidDate',
  phoneInvalid: 'validation.phoneInvalid',
  firstNameRequired: 'validation.firstNameRequired',
  lastNameRequired: 'validation.lastNameRequired',
};

/** "Add a patient manually": someone at the desk joins the queue, checked in (POST …/queue). */
export function AddPatientDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const { t, context, industry } = useWaitingRoomTranslation();
  const queryClient = useQueryClient();
  // A social insurance number belongs to a practice's patients only.
  const withSvnr = industry === 'medical';
  // A restaurant's host notes how many the party is (optional), to pick a table.
  const withPartySize = industry === 'restaurant';
  const form = useFormState({
    firstName: '',
    lastName: '',
    birthdate: '',
    phone: '',
    partySize: '',
    svnr: '',
    note: '',
  });
  const svnrLive = withSvnr && svnrProblem(form.values.svnr) ? t('validation.svnrInvalid') : undefined;

  const submit = form.onSubmit(async (values) => {
    const errors: FormErrors<Field> = { fields: {}, form: null };
    const body: AddPatientBody = { firstName: values.firstName.trim(), lastName: values.lastName.trim() };
    if (!body.firstName) errors.fields.firstName = { key: 'validation.firstNameRequired' };
    if (!body.lastName) errors.fields.lastName = { key: 'validation.lastNameRequired' };
    if (values.birthdate) body.birthdate = values.birthdate;
    if (values.phone.trim()) body.phone = values.phone.trim();
    if (values.note.trim()) body.note = values.note.trim();
    if (withPartySize) {
      const partySize = parsePartySizeText(values.partySize);
      if (partySize === null) errors.fields.partySize = { key: 'validation.partySize' };
      else if (partySize !== undefined) body.partySize = partySize;
    }
    if (withSvnr && values.svnr.trim()) {
      if (!isValidSvnr(values.svnr)) errors.fields.svnr = { key: 'validation.svnrInvalid' };
      else body.svnr = values.svnr.trim();
    }
    if (Object.keys(errors.fields).length > 0) return errors;
    try {
      await addPatient(queryClient, businessId, body);
      showSuccess(t('add.success', { context }));
      onClose();
      return null;
    } catch (error) {
      const result = apiFormErrors<Field>(error, { fields: FIELDS });
      // Field codes the shared form helper does not know yet get their own text here.
      if (isApiError(error)) {
        for (const [field, code] of Object.entries(error.fields)) {
          const key = FIELD_CODES[code];
          if (key && (FIELDS as readonly string[]).includes(field)) {
            result.fields[field as Field] = { key };
            // Said where it can be fixed (the birth date of a known name): not again above the form.
            result.form = null;
          }
        }
      }
      return result;
    }
  });

  return (
    <StaffDialog title={t('add.title', { context })} onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="sm">
          <FormAlert message={form.formError} />
          <div className={classes.twoColumns}>
            <TextInput
              {...form.field('firstName')}
              label={t('add.firstName')}
              autoComplete="off"
              required
              maxLength={100}
              data-autofocus
            />
            <TextInput
              {...form.field('lastName')}
              label={t('add.lastName')}
              autoComplete="off"
              required
              maxLength={100}
            />
          </div>
          <div className={classes.twoColumns}>
            <TextInput
              {...form.field('birthdate')}
              type="date"
              label={t('add.birthdate')}
              description={t('add.birthdateHint')}
              // Under the field, so it lines up with the phone number beside it.
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
            <TextInput
              {...form.field('phone')}
              type="tel"
              inputMode="tel"
              autoComplete="off"
              label={t('add.phone')}
              maxLength={40}
            />
          </div>
          {withPartySize && (
            <TextInput
              {...form.field('partySize')}
              label={t('add.partySize')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={2}
              w={120}
              leftSection={<IconUsers size={16} aria-hidden="true" />}
            />
          )}
          {withSvnr && (
            <TextInput
              {...form.field('svnr')}
              error={form.fieldError('svnr') ?? svnrLive}
              label={t('add.svnr')}
              description={t('add.svnrHint')}
              inputMode="numeric"
              autoComplete="off"
              maxLength={20}
            />
          )}
          <Textarea
            {...form.field('note')}
            label={t('add.note')}
            autosize
            minRows={2}
            maxRows={5}
            maxLength={1000}
          />
          <div className={classes.formActions}>
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {t('add.submit', { context })}
            </Button>
          </div>
        </Stack>
      </form>
    </StaffDialog>
  );
}
