import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The flow's way back to the previous step. */
export function BackButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation('booking');
  return (
    <Button
      variant="default"
      size="md"
      leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
      onClick={onClick}
    >
      {t('back')}
    </Button>
  );
}
