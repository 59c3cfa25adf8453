import { Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './staff-screen.module.css';

/**
 * The dialog frame of the staff screens: a named close button, bold title, and the whole screen on a
 * phone (a 390px-wide modal leaves no room for a week editor or a form).
 */
export function StaffDialog({
  title,
  size,
  onClose,
  children,
}: {
  title: string;
  size?: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened
      onClose={onClose}
      title={title}
      size={size}
      radius="lg"
      fullScreen={phone}
      classNames={{ title: classes.dialogTitle }}
    >
      {children}
    </Modal>
  );
}
