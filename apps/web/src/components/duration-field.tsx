import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** How long an appointment type (a service, a reservation) takes, in minutes (the types page and the setup). */
export function DurationField(props: TextInputProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      type="number"
      inputMode="numeric"
      step={5}
      label={t('appointmentTypes.durationLabel')}
      required
      maw="12rem"
      {...props}
    />
  );
}
