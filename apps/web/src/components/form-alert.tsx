import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The error above a form that belongs to no single field; announced as soon as it appears. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={20} aria-hidden="true" />} role="alert">
      {message}
    </Alert>
  );
}
