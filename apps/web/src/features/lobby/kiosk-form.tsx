import { Button, Group, TextInput } from '@mantine/core';
import { EARLIEST_BIRTHDATE } from '@qtify/shared/domain/date-bounds';
import { ZKioskQueueBody, ZNameCheckInBody } from '@qtify/shared/schemas/lobby-schemas';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { isApiError } from '../../lib/api-error';
import { type KioskEntry, useKioskCheckIn, useKioskRegister } from '../../lib/queries/lobby';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './kiosk.module.css';
import { useLobbyTranslation } from './use-lobby-translation';

interface KioskFormProps {
  token: string;
  /** A walk-in registers; a patient with an appointment checks in (the birth date is always asked). */
  mode: 'walkIn' | 'appointment';
  industry: string;
  onBack: () => void;
  onDone: (entry: KioskEntry) => void;
}

const today = () => new Date().toLocaleDateString('sv-SE');

/** A form left alone this long starts over: what someone typed and walked away from does not stay. */
export const KIOSK_IDLE_SECONDS = 60;

/** The kiosk's one form: the full name, and the birth date where needed (the server's rules). */
export function KioskForm({ token, mode, industry, onBack, onDone }: KioskFormProps) {
  const { t, i18n } = useLobbyTranslation();
  const register = useKioskRegister(token);
  const checkIn = useKioskCheckIn(token);
  // A walk-in gives the birth date only when a patient of that name exists (409 BIRTHDATE_REQUIRED).
  const [askBirthdate, setAskBirthdate] = useState(mode === 'appointment');
  const form = useSchemaForm({
    initialValues: { fullName: '', birthdate: '' },
    schema: mode === 'appointment' ? ZNameCheckInBody : ZKioskQueueBody,
    context: industry,
    toBody: (values) => ({
      fullName: values.fullName.trim(),
      ...(askBirthdate ? { birthdate: values.birthdate } : {}),
      languageId: i18n.resolvedLanguage ?? i18n.language,
    }),
  });
  // Every keystroke (a change of the values) restarts the wait.
  const values = JSON.stringify(form.values);
  useEffect(() => {
    void values;
    const timer = window.setTimeout(onBack, KIOSK_IDLE_SECONDS * 1000);
    return () => window.clearTimeout(timer);
  }, [values, onBack]);
  const submit = form.onSubmit(async (body) => {
    try {
      const entry =
        mode === 'appointment'
          ? await checkIn.mutateAsync(body as Parameters<typeof checkIn.mutateAsync>[0])
          : await register.mutateAsync(body);
      onDone(entry);
    } catch (error) {
      if (isApiError(error) && error.code === 'BIRTHDATE_REQUIRED') {
        setAskBirthdate(true);
        return;
      }
      throw error;
    }
  });
  return (
    <form ref={form.ref} onSubmit={submit} noValidate className={classes.form}>
      <FormAlert message={form.formError} />
      <TextInput
        {...form.getInputProps('fullName')}
        size="xl"
        label={t('kiosk.fullName')}
        autoComplete="off"
        autoCapitalize="words"
        required
        data-autofocus
      />
      {askBirthdate && (
        <TextInput
          {...form.getInputProps('birthdate')}
          size="xl"
          type="date"
          label={t('kiosk.birthdate')}
          description={mode === 'walkIn' ? t('kiosk.birthdateNeeded') : undefined}
          min={EARLIEST_BIRTHDATE}
          max={today()}
          autoComplete="off"
          required
        />
      )}
      <Group grow>
        <Button size="xl" variant="default" onClick={onBack}>
          {t('kiosk.back')}
        </Button>
        <Button size="xl" type="submit" loading={form.submitting}>
          {mode === 'appointment' ? t('kiosk.checkIn') : t('kiosk.register')}
        </Button>
      </Group>
    </form>
  );
}
