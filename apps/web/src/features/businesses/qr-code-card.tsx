import { Button, Loader } from '@mantine/core';
import { qrFileName } from '@qtify/shared/domain/qr-file-name';
import { IconDownload, IconPrinter, IconRefresh } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CopyLinkField } from '../../components/copy-link-field';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { downloadBlob } from '../../lib/download-blob';
import { type Business, fetchQrCode } from '../../lib/queries/businesses';
import classes from './business-page.module.css';
import { qrPrintPath } from './business-paths';
import { useQrCodeUrl } from './use-qr-code-url';

/**
 * The QR code that leads people to the business's registration: shown, downloaded as PNG (for
 * documents) or SVG (for print shops), printed on its own A4 page, and its link copied.
 */
export function QrCodeCard({ business, registerLink }: { business: Business; registerLink: string }) {
  const { t } = useTranslation([business.industry, 'common']);
  const headingId = useId();
  const navigate = useNavigate();
  const qr = useQrCodeUrl(business.id);
  const [downloading, setDownloading] = useState<'png' | 'svg' | null>(null);
  const [downloadFailed, setDownloadFailed] = useState(false);

  const download = async (format: 'png' | 'svg') => {
    setDownloading(format);
    setDownloadFailed(false);
    try {
      downloadBlob(await fetchQrCode(business.id, format), qrFileName(business.name, format));
    } catch {
      setDownloadFailed(true);
    } finally {
      setDownloading(null);
    }
  };

  // Its own tab, so this page stays as it is; where tabs are blocked, the same tab.
  const print = () => {
    const path = qrPrintPath(business.id, true);
    if (!window.open(path, '_blank')) void navigate(path);
  };

  return (
    <SectionCard labelledBy={headingId}>
      <div className={classes.qrLayout}>
        <div className={classes.qrFrame}>
          {qr.url ? (
            <img
              src={qr.url}
              alt={t('businesses.qr.alt', { name: business.name })}
              className={classes.qrImage}
              width={200}
              height={200}
            />
          ) : qr.failed ? (
            <Button variant="subtle" size="xs" leftSection={<IconRefresh size={16} />} onClick={qr.retry}>
              {t('businesses.qr.retry')}
            </Button>
          ) : (
            <Loader size="sm" aria-label={t('status.loading')} />
          )}
        </div>
        <div className={classes.qrInfo}>
          <h2 id={headingId} className={classes.cardTitle}>
            {t('company.qrTitle')}
          </h2>
          <p className={classes.cardText}>{t('company.qrText')}</p>
          <div className={classes.qrButtons}>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              loading={downloading === 'png'}
              onClick={() => void download('png')}
            >
              {t('businesses.qr.downloadPng')}
            </Button>
            <Button
              variant="default"
              leftSection={<IconDownload size={18} aria-hidden="true" />}
              loading={downloading === 'svg'}
              onClick={() => void download('svg')}
            >
              {t('businesses.qr.downloadSvg')}
            </Button>
            <Button leftSection={<IconPrinter size={18} aria-hidden="true" />} onClick={print}>
              {t('businesses.qr.print')}
            </Button>
          </div>
          <FormAlert message={downloadFailed ? t('businesses.qr.downloadFailed') : null} />
        </div>
      </div>
      <div className={classes.qrLink}>
        <CopyLinkField label={t('company.registerLinkLabel')} link={registerLink} />
      </div>
    </SectionCard>
  );
}
