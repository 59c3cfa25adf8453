import { birthdateProblem, EARLIEST_BIRTHDATE, latestDateOnEarth } from '@qtify/shared/domain/date-bounds';
import { isNameTooLong, splitFullName } from '@qtify/shared/domain/full-name';
import type { Industry } from '@qtify/shared/domain/industry';
import { parsePartySizeText } from '@qtify/shared/domain/party-size-text';
import { nameFault } from '@qtify/shared/domain/person-name';
import { isIsoDate } from '@qtify/shared/domain/zoned-time';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { isApiError } from '../../lib/api-error';
import { type FormMessage, fieldMessage } from '../../lib/error-messages';
import { attemptKeys } from '../../lib/idempotency-key';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type JoinBody, useJoinQueue } from '../../lib/queries/patient-entry';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useSchemaForm } from '../../lib/use-schema-form';
import { ErrorNote } from './error-note';
import { primeNotificationSound } from './notification-sound';
import { OfflineHint } from './offline-hint';
import { roomPath } from './patient-paths';
import classes from './patient-room.module.css';
import { storedEntry } from './stored-entry';
import { TextField } from './text-field';

const today = () => new Date().toLocaleDateString('sv-SE');
/**
 * The registration's own check, with the shared domain rules the request schema (ZJoinQueueBody) is
 * made of. Not the schema itself: zod would add about 28 KB gzip to a registration from a QR code on
 * a cheap phone (bench/bundle-size.mjs, "registration + room"); the server checks with the schema and
 * its refusals come through the error table.
 */
type JoinValues = { fullName: string; birthdate: string; partySize: string };

function checkJoin(values: JoinValues, askBirthdate: boolean) {
  const fields: Record<string, FormMessage> = {};
  const fault = nameFault(values.fullName.trim());
  const name = splitFullName(values.fullName);
  if (fault) fields.fullName = fieldMessage('fullName', fault);
  else if (!name) fields.fullName = { key: 'patientJoin:join.fullNameRequired' };
  else if (isNameTooLong(name)) fields.fullName = fieldMessage('fullName', 'tooLong');
  if (askBirthdate) {
    const problem =
      values.birthdate === ''
        ? 'required'
        : isIsoDate(values.birthdate)
          ? birthdateProblem(values.birthdate, latestDateOnEarth(Date.now()))
          : 'invalid';
    if (problem) fields.birthdate = fieldMessage('birthdate', problem);
  }
  if (parsePartySizeText(values.partySize) === null)
    fields.partySize = fieldMessage('partySize', 'invalidNumber');
  return Object.keys(fields).length > 0 ? fields : null;
}

/**
 * The one-field registration: the full name, and the birth date only when the server says a
 * patient of that name exists (409 BIRTHDATE_REQUIRED). Joining signs the visitor in as the new
 * temporary user (the shell shows the patient menu), keeps the entry token and opens the room.
 */
export function JoinForm({
  publicId,
  industry,
  line,
}: {
  publicId: string;
  industry: Industry;
  /** The line (workflow id) the QR code names; none: the default. */
  line?: string | undefined;
}) {
  const { t, i18n } = useTranslation(['patientJoin', 'common']);
  const context = { context: industry };
  const join = useJoinQueue(publicId);
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  // A restaurant's host picks the table by it. Optional and empty rather than a default of 2: a
  // party of five that skips the field then shows no number (staff ask) instead of a wrong one.
  const askPartySize = industry === 'restaurant';
  const [askBirthdate, setAskBirthdate] = useState(false);
  const online = useOnlineStatus();
  const keys = useRef(attemptKeys()).current;
  const form = useSchemaForm<JoinValues, Omit<JoinBody, 'languageId'>>({
    initialValues: { fullName: '', birthdate: '', partySize: '' },
    context: industry,
    toBody: (values) => {
      const partySize = askPartySize ? parsePartySizeText(values.partySize) : undefined;
      return {
        fullName: values.fullName.trim(),
        ...(askBirthdate ? { birthdate: values.birthdate } : {}),
        ...(partySize ? { partySize } : {}),
        ...(line ? { workflowId: line } : {}),
      };
    },
    check: (values) => checkJoin(askPartySize ? values : { ...values, partySize: '' }, askBirthdate),
  });

  // The birth date field appears without an error (its notice says why it is there); focus it so
  // screen readers announce it and the keyboard lands where the next input goes.
  useEffect(() => {
    if (askBirthdate) form.ref.current?.querySelector<HTMLInputElement>('input[name="birthdate"]')?.focus();
  }, [askBirthdate, form.ref]);

  const submit = form.onSubmit(async (checked) => {
    const body = { ...checked, languageId: i18n.resolvedLanguage ?? i18n.language };
    let token: string;
    try {
      const joined = await join.mutateAsync({
        body,
        idempotencyKey: keys.keyFor(body),
        // Staff trying their own QR code stay signed in as themselves; the room works by the token.
        signIn: !user || user.temporary,
      });
      token = joined.entry.token;
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) keys.refused();
      // A patient of that name exists: the birth date field appears, with its reason, not an error.
      if (isApiError(error) && error.code === 'BIRTHDATE_REQUIRED') return setAskBirthdate(true);
      if (isApiError(error) && error.fields.birthdate) setAskBirthdate(true);
      throw error;
    }
    storedEntry.save(token, publicId);
    void navigate(roomPath(token), { replace: true });
  });
  const field = (name: 'fullName' | 'birthdate' | 'partySize') => ({
    ...form.getInputProps(name),
    name,
    error: form.errors[name] as string | undefined,
  });

  return (
    <form
      ref={form.ref}
      onSubmit={(event) => {
        // This click is the page's user gesture: it lets the room play the sound later.
        primeNotificationSound();
        void submit(event);
      }}
      noValidate
      className={classes.form}
    >
      <ErrorNote message={form.formError} />
      <TextField
        {...field('fullName')}
        label={t('join.fullName')}
        hint={t('join.fullNameHint')}
        autoComplete="name"
        autoCapitalize="words"
        enterKeyHint={askBirthdate || askPartySize ? 'next' : 'go'}
        required
      />
      {askPartySize && (
        <TextField
          {...field('partySize')}
          label={t('join.partySize')}
          hint={t('join.partySizeHint')}
          // Text with a number keypad: a number field would report "2,5" or letters as empty.
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint={askBirthdate ? 'next' : 'go'}
        />
      )}
      {askBirthdate && (
        <TextField
          {...field('birthdate')}
          type="date"
          label={t('join.birthdate')}
          hint={t('join.birthdateRequired')}
          notice
          autoComplete="bday"
          min={EARLIEST_BIRTHDATE}
          max={today()}
          required
        />
      )}
      <button
        type="submit"
        className={`${buttonClass('primary', 'md')} ${classes.wide}`}
        aria-busy={form.submitting}
        disabled={!online}
        aria-describedby={online ? undefined : 'join-offline'}
      >
        {form.submitting && <span className={classes.spinner} aria-hidden="true" />}
        {t('join.submit', context)}
      </button>
      {!online && <OfflineHint id="join-offline" />}
      <p className={classes.muted}>{t('join.noAccount')}</p>
    </form>
  );
}
