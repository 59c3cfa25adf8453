import './business-styles';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useBusiness } from '../../lib/queries/businesses';
import { BusinessDetails } from './business-details';
import { BusinessLoadError } from './business-load-error';

/** `/waitingRoom/ordinationMainMenu/:businessId`: one business with its QR code, links and settings. */
export function BusinessPage() {
  const { businessId } = useParams();
  const business = useBusiness(businessId);
  if (business.data) return <BusinessDetails business={business.data} />;
  if (business.isError) return <BusinessLoadError error={business.error} />;
  return <PageLoader />;
}
