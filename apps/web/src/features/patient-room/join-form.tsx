import type { Industry } from '@qtify/shared/domain/industry';
import { parsePartySizeText } from '@qtify/shared/domain/party-size-text';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { useFormState } from '../../components/use-form-state';
import { isApiError } from '../../lib/api-error';
import { attemptKeys } from '../../lib/idempotency-key';
import { signIn, useCurrentUser } from '../../lib/queries/current-user';
import { useOnlineStatus } from '../../lib/use-online-status';
import { ErrorNote } from './error-note';
import { checkJoin, joinApiErrors } from './join-errors';
import { primeNotificationSound } from './notification-sound';
import { OfflineHint } from './offline-hint';
import { roomPath } from './patient-paths';
import { entryKey, joinQueue, publicBusinessKey } from './patient-queue-api';
import classes from './patient-room.module.css';
import { storedEntry } from './stored-entry';
import { TextField } from './text-field';

const today = () => new Date().toLocaleDateString('sv-SE');

/**
 * The one-field registration: the full name, and the birth date only when the server says a
 * patient of that name exists (409 BIRTHDATE_REQUIRED). Joining signs the visitor in as the new
 * temporary user (the shell shows the patient menu), keeps the entry token and opens the room.
 */
export function JoinForm({ publicId, industry }: { publicId: string; industry: Industry }) {
  const { t, i18n } = useTranslation(['patientJoin', 'common']);
  const context = { context: industry };
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const form = useFormState({ fullName: '', birthdate: '', partySize: '' });
  // A restaurant's host picks the table by it. Optional and empty rather than a default of 2: a
  // party of five that skips the field then shows no number (staff ask) instead of a wrong one.
  const askPartySize = industry === 'restaurant';
  const [askBirthdate, setAskBirthdate] = useState(false);
  const online = useOnlineStatus();
  const keys = useRef(attemptKeys()).current;

  // The birth date field appears without an error (its notice says why it is there); focus it so
  // screen readers announce it and the keyboard lands where the next input goes.
  useEffect(() => {
    if (askBirthdate) form.ref.current?.querySelector<HTMLInputElement>('input[name="birthdate"]')?.focus();
  }, [askBirthdate, form.ref]);

  const submit = form.onSubmit(async (values) => {
    // This click is the page's user gesture: it lets the room play the sound later.
    primeNotificationSound();
    const local = checkJoin(askPartySize ? values : { ...values, partySize: '' }, askBirthdate, today());
    if (local) return local;
    const partySize = askPartySize ? parsePartySizeText(values.partySize) : undefined;
    let joined: Awaited<ReturnType<typeof joinQueue>>;
    const body = {
      fullName: values.fullName.trim(),
      ...(askBirthdate ? { birthdate: values.birthdate } : {}),
      ...(partySize ? { partySize } : {}),
      languageId: i18n.resolvedLanguage ?? i18n.language,
    };
    try {
      joined = await joinQueue(publicId, body, keys.keyFor(body));
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) keys.refused();
      // Paused meanwhile: the page says so instead of the form.
      if (isApiError(error) && error.code === 'QUEUE_PAUSED')
        void queryClient.invalidateQueries({ queryKey: publicBusinessKey(publicId) });
      const refused = joinApiErrors(error);
      if (refused.askBirthdate) setAskBirthdate(true);
      return refused.errors;
    }
    const { token } = joined.entry;
    storedEntry.save(token, publicId);
    // Staff trying their own QR code stay signed in as themselves; the room works by the entry token.
    if (!user || user.temporary) {
      await signIn(queryClient, joined.data).catch((error: unknown) => console.warn('Sign-in failed', error));
    }
    queryClient.setQueryData(entryKey(token), joined.entry);
    void navigate(roomPath(token), { replace: true });
    return null;
  });

  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={classes.form}>
      <ErrorNote message={form.formError} />
      <TextField
        {...form.field('fullName')}
        label={t('join.fullName')}
        hint={t('join.fullNameHint')}
        autoComplete="name"
        autoCapitalize="words"
        enterKeyHint={askBirthdate || askPartySize ? 'next' : 'go'}
        maxLength={200}
        required
      />
      {askPartySize && (
        <TextField
          {...form.field('partySize')}
          label={t('join.partySize')}
          hint={t('join.partySizeHint')}
          // Text with a number keypad: a number field would report "2,5" or letters as empty.
          inputMode="numeric"
          autoComplete="off"
          enterKeyHint={askBirthdate ? 'next' : 'go'}
          maxLength={2}
        />
      )}
      {askBirthdate && (
        <TextField
          {...form.field('birthdate')}
          type="date"
          label={t('join.birthdate')}
          hint={t('join.birthdateRequired')}
          notice
          autoComplete="bday"
          min="1900-01-01"
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
