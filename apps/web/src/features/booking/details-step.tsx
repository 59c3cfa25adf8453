import { formatAppointment } from '@qtify/shared/domain/appointment-when';
import '../../components/form-styles';
import { Button, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import type { Industry } from '@qtify/shared/domain/industry';
import { telHref } from '@qtify/shared/domain/place-contact';
import type { ErrorCode } from '@qtify/shared/errors';
import { isLanguageId } from '@qtify/shared/i18n/languages';
import type { PublicAppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { OfflineNote } from '../../components/offline-note';
import { PersonNameInputs } from '../../components/person-name-inputs';
import { isApiError } from '../../lib/api-error';
import { newIdempotencyKey } from '../../lib/idempotency-key';
import { useCreateBooking } from '../../lib/queries/public-places';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useSchemaForm } from '../../lib/use-schema-form';
import { BackButton } from './back-button';
import classes from './booking.module.css';
import type { Contact } from './booking-contact';
import { StepHeading } from './step-heading';

// zod comes with the first focus in the form, not with the page (see load-auth-schemas.ts).
const loadBookingSchema = () => import('@qtify/shared/schemas/booking-schemas').then((m) => m.ZBookingBody);
const preload = () => void loadBookingSchema().catch(() => undefined);

interface DetailsStepProps {
  publicId: string;
  industry: Industry;
  timeZone: string;
  /**
   * Its rules: only known patients book online (the birthdate is asked, an unknown one is told to
   * call `phone`); a booking is a request the business confirms (the button says so).
   */
  type: Pick<PublicAppointmentType, 'id' | 'title' | 'needsBirthdate' | 'needsConfirmation'>;
  phone: string | null;
  /** A restaurant's party; null elsewhere. */
  persons: number | null;
  start: string;
  doctorId: string;
  contact: Contact;
  focus: boolean;
  onContact: (contact: Contact) => void;
  onBooked: (booking: Booking, emailed: boolean) => void;
  /** The time went to someone else (SLOT_TAKEN) or is no longer offered (SLOT_UNAVAILABLE). */
  onSlotGone: (code: ErrorCode) => void;
  onBack: () => void;
}

/** Step 3: name and phone (required), e-mail and a note (optional), then book. */
export function DetailsStep({ publicId, industry, timeZone, contact, focus, ...props }: DetailsStepProps) {
  const { t, i18n } = useTranslation(['booking', 'common']);
  const context = { context: industry };
  // A practice asks it of everyone (optional), so the patient can check in by name and birthdate
  // on the QR page or the kiosk; where only known patients book, it is required to find them.
  const asksBirthdate = props.type.needsBirthdate || industry === 'medical';
  const book = useCreateBooking(publicId);
  const form = useSchemaForm({
    initialValues: contact,
    context: industry,
    schema: loadBookingSchema,
    toBody: (values) => ({
      typeId: props.type.id,
      start: props.start,
      // A restaurant's party lets the server seat it at the best-fitting table free then, which
      // may differ from the table the time was listed for.
      ...(props.persons === null ? { doctorId: props.doctorId } : { partySize: props.persons }),
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      phone: values.phone.trim(),
      email: values.email.trim() || undefined,
      note: values.note.trim() || undefined,
      birthdate: asksBirthdate ? values.birthdate || undefined : undefined,
      // The patient's mails speak the language they book in.
      language: isLanguageId(i18n.resolvedLanguage) ? i18n.resolvedLanguage : undefined,
    }),
    // The schema lets the phone be empty (the server answers PHONE_REQUIRED); the form asks at once.
    check: (values) => (values.phone.trim() ? null : { phone: { key: 'validation.phoneRequired' } }),
  });
  const online = useOnlineStatus();
  // One key per attempt: a retry of the same data (the answer got lost) sends it again, so the
  // server replays its answer; changed data or a refusal starts a new attempt.
  const attempt = useRef<{ key: string; body: string } | null>(null);
  const { onContact } = props;
  useEffect(() => onContact(form.values), [form.values, onContact]);

  const submit = form.onSubmit(async (body) => {
    const fingerprint = JSON.stringify(body);
    if (attempt.current?.body !== fingerprint)
      attempt.current = { key: newIdempotencyKey(), body: fingerprint };
    try {
      const booking = await book.mutateAsync({ body, idempotencyKey: attempt.current.key });
      props.onBooked(booking, body.email !== undefined);
    } catch (error) {
      if (isApiError(error) && error.status >= 400 && error.status < 500) attempt.current = null;
      // The time went to someone else or is no longer offered: the visitor picks another.
      if (isApiError(error) && (error.code === 'SLOT_TAKEN' || error.code === 'SLOT_UNAVAILABLE'))
        return props.onSlotGone(error.code);
      throw error;
    }
  });

  const language = i18n.resolvedLanguage ?? i18n.language;
  const unknown = isApiError(book.error) && book.error.code === 'UNKNOWN_PATIENT';
  return (
    <>
      <StepHeading focus={focus}>{t('details.heading')}</StepHeading>
      <Paper withBorder radius="lg" p="md" mb="lg">
        <dl className={classes.summary}>
          <dt>{t('summary.what', context)}</dt>
          <dd>
            {props.persons === null
              ? props.type.title
              : t('summary.forParty', { title: props.type.title, count: props.persons })}
          </dd>
          <dt>{t('summary.when')}</dt>
          <dd>{formatAppointment(props.start, timeZone, language)}</dd>
        </dl>
      </Paper>
      <form ref={form.ref} onSubmit={submit} onFocus={preload} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <PersonNameInputs
            firstName={{ ...form.getInputProps('firstName'), size: 'md' }}
            lastName={{ ...form.getInputProps('lastName'), size: 'md' }}
          />
          <TextInput
            {...form.getInputProps('phone')}
            type="tel"
            inputMode="tel"
            label={t('details.phone')}
            description={t('details.phoneHint', context)}
            autoComplete="tel"
            required
            size="md"
          />
          <TextInput
            {...form.getInputProps('email')}
            type="email"
            inputMode="email"
            label={t('details.email')}
            description={t('details.emailHint')}
            autoComplete="email"
            size="md"
          />
          {asksBirthdate && (
            <TextInput
              {...form.getInputProps('birthdate')}
              type="date"
              label={t('details.birthdate')}
              description={props.type.needsBirthdate ? undefined : t('details.birthdateHint')}
              autoComplete="bday"
              required={props.type.needsBirthdate}
              size="md"
            />
          )}
          {unknown && props.phone && (
            <strong>
              <a href={telHref(props.phone)}>{props.phone}</a>
            </strong>
          )}
          <Textarea
            {...form.getInputProps('note')}
            label={t('details.note')}
            description={t('details.noteHint', context)}
            autosize
            minRows={2}
            size="md"
          />
        </Stack>
        <div className={classes.bar}>
          <BackButton onClick={props.onBack} />
          <Button
            type="submit"
            size="md"
            loading={form.submitting}
            // Sending can include solving a proof-of-work when the place is busy: say it is working.
            aria-busy={form.submitting}
            disabled={!online}
            aria-describedby={online ? undefined : 'booking-offline'}
          >
            {props.type.needsConfirmation ? t('details.request') : t('details.submit', context)}
          </Button>
        </div>
        {!online && <OfflineNote id="booking-offline" />}
      </form>
    </>
  );
}
