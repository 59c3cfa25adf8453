import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useBusiness } from '../../lib/queries/businesses';
import { BusinessLoadError } from './business-load-error';
import { QrPrintSheet } from './qr-print-sheet';

/**
 * `/waitingRoom/qr-print/:businessId`: the QR notice for the front desk, one A4 page, without the
 * app's frame. With `?print=1` (the Print button) the print dialog opens once the code is in.
 */
export function QrPrintPage() {
  const { businessId } = useParams();
  const business = useBusiness(businessId);
  if (business.data) return <QrPrintSheet business={business.data} />;
  if (business.isError) return <BusinessLoadError error={business.error} />;
  return <PageLoader fullHeight />;
}
