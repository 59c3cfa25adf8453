import { Button, Group } from '@mantine/core';
import { IconDownload, IconMail, IconPrinter } from '@tabler/icons-react';
import { showSuccess } from '../../components/show-success';
import { downloadBlob } from '../../lib/download-blob';
import { type Bill, useBillPdf, useEmailBill } from '../../lib/queries/bills';
import { useBillsTranslation } from './use-bills-translation';

/** Print (the page's print stylesheet), the PDF, and the e-mail to the patient when there is an address. */
export function BillActions({
  businessId,
  bill,
  onError,
}: {
  businessId: string;
  bill: Bill;
  onError: (error: unknown) => void;
}) {
  const { t } = useBillsTranslation();
  const pdf = useBillPdf(businessId, bill.id);
  const email = useEmailBill(businessId, bill.id);
  const download = () =>
    pdf.mutate(undefined, {
      onSuccess: (blob) => downloadBlob(blob, `bill-${bill.number ?? 'draft'}.pdf`),
      onError,
    });
  const send = () =>
    email.mutate(undefined, {
      onSuccess: (sentTo) => showSuccess(t('bill.emailed', { email: sentTo })),
      onError,
    });
  return (
    <Group gap="sm">
      <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} />}>
        {t('bill.print')}
      </Button>
      <Button
        variant="default"
        onClick={download}
        loading={pdf.isPending}
        leftSection={<IconDownload size={18} />}
      >
        {t('bill.pdf')}
      </Button>
      {bill.patientEmail && (
        <Button
          variant="default"
          onClick={send}
          loading={email.isPending}
          leftSection={<IconMail size={18} />}
        >
          {t('bill.email', { email: bill.patientEmail })}
        </Button>
      )}
    </Group>
  );
}
