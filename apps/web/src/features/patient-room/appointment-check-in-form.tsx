import { birthdateProblem, EARLIEST_BIRTHDATE, latestDateOnEarth } from '@qtify/shared/domain/date-bounds';
import { splitFullName } from '@qtify/shared/domain/full-name';
import type { Industry } from '@qtify/shared/domain/industry';
import { nameFault } from '@qtify/shared/domain/person-name';
import { isIsoDate } from '@qtify/shared/domain/zoned-time';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { type FormMessage, fieldMessage } from '../../lib/error-messages';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useNameCheckIn } from '../../lib/queries/name-check-in';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ErrorNote } from './error-note';
import { primeNotificationSound } from './notification-sound';
import { roomPath } from './patient-paths';
import classes from './patient-room.module.css';
import { storedEntry } from './stored-entry';
import { TextField } from './text-field';

type Values = { checkInName: string; checkInBirthdate: string };

const today = () => new Date().toLocaleDateString('sv-SE');

/** The form's own check with the shared rules (no zod on the registration page: its budget). */
function checkValues(values: Values) {
  const fields: Partial<Record<keyof Values, FormMessage>> = {};
  const fault = nameFault(values.checkInName.trim());
  if (fault) fields.checkInName = fieldMessage('fullName', fault);
  else if (!splitFullName(values.checkInName))
    fields.checkInName = { key: 'patientJoin:join.fullNameRequired' };
  const problem =
    values.checkInBirthdate === ''
      ? 'required'
      : isIsoDate(values.checkInBirthdate)
        ? birthdateProblem(values.checkInBirthdate, latestDateOnEarth(Date.now()))
        : 'invalid';
  if (problem) fields.checkInBirthdate = fieldMessage('birthdate', problem);
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * "I have an appointment" on the page the QR code opens: name and birth date check the patient in
 * to today's appointment (from 60 minutes before its start); then, as after registering, their
 * room opens. A lazy chunk: the registration page does not carry it until someone asks for it.
 */
export function AppointmentCheckInForm({ publicId, industry }: { publicId: string; industry: Industry }) {
  const { t, i18n } = useTranslation(['patientJoin', 'common']);
  const context = { context: industry };
  const checkIn = useNameCheckIn(publicId);
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const form = useSchemaForm<Values, { fullName: string; birthdate: string }>({
    initialValues: { checkInName: '', checkInBirthdate: '' },
    context: industry,
    toBody: (values) => ({ fullName: values.checkInName.trim(), birthdate: values.checkInBirthdate }),
    check: checkValues,
  });
  const submit = form.onSubmit(async (body) => {
    const checkedIn = await checkIn.mutateAsync({
      body: { ...body, languageId: i18n.resolvedLanguage ?? i18n.language },
      signIn: !user || user.temporary,
    });
    storedEntry.save(checkedIn.entry.token, publicId);
    void navigate(roomPath(checkedIn.entry.token), { replace: true });
  });
  const field = (name: keyof Values) => ({
    ...form.getInputProps(name),
    name,
    error: form.errors[name] as string | undefined,
  });
  return (
    <form
      ref={form.ref}
      onSubmit={(event) => {
        primeNotificationSound();
        void submit(event);
      }}
      noValidate
      className={classes.form}
      aria-labelledby="appointment-check-in"
    >
      <h2 id="appointment-check-in" className={classes.sectionTitle}>
        {t('appointment.title', context)}
      </h2>
      <p className={classes.muted}>{t('appointment.intro', context)}</p>
      <ErrorNote message={form.formError} />
      <TextField
        {...field('checkInName')}
        label={t('appointment.fullName')}
        autoComplete="name"
        autoCapitalize="words"
        enterKeyHint="next"
        required
      />
      <TextField
        {...field('checkInBirthdate')}
        type="date"
        label={t('appointment.birthdate')}
        autoComplete="bday"
        min={EARLIEST_BIRTHDATE}
        max={today()}
        required
      />
      <button
        type="submit"
        className={`${buttonClass('primary', 'md')} ${classes.wide}`}
        aria-busy={form.submitting}
      >
        {form.submitting && <span className={classes.spinner} aria-hidden="true" />}
        {t('appointment.submit')}
      </button>
    </form>
  );
}
