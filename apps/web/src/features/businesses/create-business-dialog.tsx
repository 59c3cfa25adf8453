import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { DEFAULT_TIME_ZONE } from '@qtify/shared/domain/time-zone';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../components/show-success';
import { useCreateBusiness } from '../../lib/queries/businesses';
import { BusinessForm } from './business-form';
import { businessDetailsPath } from './business-paths';
import classes from './businesses.module.css';

interface CreateBusinessDialogProps {
  opened: boolean;
  onClose: () => void;
  languageId: string;
}

/** "New business" from the main menu: the setup form in a dialog (full screen on phones). */
export function CreateBusinessDialog({ opened, onClose, languageId }: CreateBusinessDialogProps) {
  const { t, i18n } = useTranslation('common');
  const createBusiness = useCreateBusiness();
  const navigate = useNavigate();
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
      <BusinessForm
        mode="create"
        initial={{
          name: '',
          industry: 'business',
          colorTheme: 'default',
          timeZone: DEFAULT_TIME_ZONE,
          languageId,
          defaultServiceMinutes: '',
        }}
        onSave={async (fields) => {
          const business = await createBusiness.mutateAsync(fields);
          onClose();
          showSuccess(
            i18n.getFixedT(null, [business.industry, 'common'])('company.created', { name: business.name }),
          );
          await navigate(businessDetailsPath(business.id));
        }}
        secondaryAction={
          <Button variant="default" size="md" onClick={onClose}>
            {t('businesses.cancel')}
          </Button>
        }
      />
    </Modal>
  );
}
