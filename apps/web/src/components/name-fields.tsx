import { SimpleGrid, TextInput, type TextInputProps } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** First and last name side by side, one under the other on a phone (sign-up, profile). */
export function NameFields({ firstName, lastName }: { firstName: TextInputProps; lastName: TextInputProps }) {
  const { t } = useTranslation('common');
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <TextInput {...firstName} label={t('auth.signup.firstName')} autoComplete="given-name" required />
      <TextInput {...lastName} label={t('auth.signup.lastName')} autoComplete="family-name" required />
    </SimpleGrid>
  );
}
