import { TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The account's e-mail address (login, sign-up, forgotten password, keeping a temporary account). */
export function EmailField(props: TextInputProps) {
  const { t } = useTranslation('common');
  return (
    <TextInput
      type="email"
      label={t('auth.email')}
      autoComplete="email"
      inputMode="email"
      required
      {...props}
    />
  );
}
