import { Button } from '@mantine/core';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { FormAlert } from '../../components/form-alert';
import { downloadBlob } from '../../lib/download-blob';
import { errorText } from '../../lib/error-text';
import { useExportPatients } from '../../lib/queries/patients';
import { useIndustryTranslation } from '../../lib/use-industry-translation';

/** Downloads the whole list as CSV (the request carries the token, so no plain link can). */
export function ExportButton({ businessId }: { businessId: string }) {
  const { t, context } = useIndustryTranslation();
  const exportCsv = useExportPatients(businessId);
  const download = () =>
    exportCsv.mutate(undefined, {
      onSuccess: (blob) =>
        downloadBlob(
          blob,
          `${t('patients.export.fileName', { context })}-${new Date().toISOString().slice(0, 10)}.csv`,
        ),
    });
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileSpreadsheet size={18} aria-hidden="true" />}
        loading={exportCsv.isPending}
        onClick={download}
      >
        {t('patients.export.button')}
      </Button>
      {exportCsv.isError && <FormAlert message={errorText(t, exportCsv.error, context)} />}
    </>
  );
}
