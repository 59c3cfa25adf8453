import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface PersonNameInputsProps {
  firstName: TextInputProps;
  lastName: TextInputProps;
  /**
   * Staff typing a patient's or guest's name (the calendar, the waiting room's desk): the browser
   * offers no name of its own user, and the first field takes the focus when the dialog opens.
   */
  someoneElse?: boolean;
}

/** First and last name, two inputs in whatever grid the form lays out (NameFields: side by side). */
export function PersonNameInputs({ firstName, lastName, someoneElse = false }: PersonNameInputsProps) {
  const { t } = useTranslation('common');
  return (
    <>
      <TextInput
        {...firstName}
        label={t('auth.signup.firstName')}
        autoComplete={someoneElse ? 'off' : 'given-name'}
        data-autofocus={someoneElse || undefined}
        required
      />
      <TextInput
        {...lastName}
        label={t('auth.signup.lastName')}
        autoComplete={someoneElse ? 'off' : 'family-name'}
        required
      />
    </>
  );
}
