import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { downloadBlob } from '../../lib/download-blob';
import { errorText } from '../../lib/error-text';
import { useDownloadAccountData } from '../../lib/queries/patient-data';
import { ProfileSection } from './profile-section';

/** A patient's own data from every business their account joined (GDPR Art. 15, 20), as one file. */
export function MyDataSection() {
  const { t } = useTranslation('common');
  const download = useDownloadAccountData();
  return (
    <ProfileSection title={t('profile.myData.title')} text={t('profile.myData.text')}>
      <div>
        <Button
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
          loading={download.isPending}
          onClick={() =>
            download.mutate(undefined, { onSuccess: (blob) => downloadBlob(blob, 'my-data.json') })
          }
        >
          {t('profile.myData.button')}
        </Button>
      </div>
      {download.isError && <FormAlert message={errorText(t, download.error)} />}
    </ProfileSection>
  );
}
