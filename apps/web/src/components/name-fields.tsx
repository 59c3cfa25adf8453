import { SimpleGrid, type TextInputProps } from '@mantine/core';
import { PersonNameInputs } from './person-name-inputs';

/** First and last name side by side, one under the other on a phone (sign-up, profile). */
export function NameFields({ firstName, lastName }: { firstName: TextInputProps; lastName: TextInputProps }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="md">
      <PersonNameInputs firstName={firstName} lastName={lastName} />
    </SimpleGrid>
  );
}
