import { Button, type ButtonProps, Group } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The foot of a staff dialog: cancel, then the dialog's one action (a form's submit unless it has
 * `onClick`); `before` holds a further, quieter action (e.g. "reset the day"). Cancel waits while
 * the action runs, so a half-sent request is not left behind.
 */
export function DialogActions({
  onCancel,
  cancelLabel,
  confirm,
  before,
}: {
  onCancel: () => void;
  cancelLabel?: string;
  confirm?: { label: string; loading?: boolean; onClick?: () => void; color?: ButtonProps['color'] };
  before?: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Group justify="flex-end" gap="sm">
      {before}
      <Button variant="default" onClick={onCancel} disabled={confirm?.loading}>
        {cancelLabel ?? t('actions.cancel')}
      </Button>
      {confirm && (
        <Button
          type={confirm.onClick ? 'button' : 'submit'}
          color={confirm.color}
          loading={confirm.loading}
          onClick={confirm.onClick}
        >
          {confirm.label}
        </Button>
      )}
    </Group>
  );
}
