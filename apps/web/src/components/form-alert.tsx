import { Alert } from '@mantine/core';
import { IconAlertCircle, IconInfoCircle } from '@tabler/icons-react';

/**
 * A message above a form: an error that belongs to no single field (announced as soon as it
 * appears), or a notice such as "your session has ended".
 */
export function FormAlert({ message, tone = 'error' }: { message: string | null; tone?: 'error' | 'info' }) {
  if (!message) return null;
  const Icon = tone === 'error' ? IconAlertCircle : IconInfoCircle;
  return (
    <Alert
      color={tone === 'error' ? 'red' : undefined}
      variant="light"
      icon={<Icon size={20} aria-hidden="true" />}
      role={tone === 'error' ? 'alert' : 'status'}
    >
      {message}
    </Alert>
  );
}
