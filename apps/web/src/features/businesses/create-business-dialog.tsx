import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import classes from './businesses.module.css';
import { NewBusinessForm } from './new-business-form';

interface CreateBusinessDialogProps {
  opened: boolean;
  onClose: () => void;
  languageId: string;
}

/** "New business" from the main menu: the setup form in a dialog (full screen on phones). */
export function CreateBusinessDialog({ opened, onClose, languageId }: CreateBusinessDialogProps) {
  const { t } = useTranslation('common');
  const phone = useMediaQuery('(max-width: 48em)');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('absences.close') }}
      opened={opened}
      onClose={onClose}
      title={t('businesses.create.title')}
      size="62rem"
      fullScreen={phone}
      radius="lg"
      padding="lg"
      classNames={{ title: classes.dialogTitle }}
    >
      <NewBusinessForm
        languageId={languageId}
        openCreated="push"
        onCreated={onClose}
        secondaryAction={
          <Button variant="default" size="md" onClick={onClose}>
            {t('businesses.cancel')}
          </Button>
        }
      />
    </Modal>
  );
}
