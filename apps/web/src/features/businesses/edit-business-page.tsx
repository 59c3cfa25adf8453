import './business-styles';
import { useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { BusinessLoadError } from './business-load-error';
import { EditBusiness } from './edit-business';
import { SetupCall } from './setup-call';

/**
 * `/waitingRoom/EditOrdination?id=…` and `/ro23omasfdas/tideidro/:id`: a business's settings.
 * Without an id it is the active business.
 */
export function EditBusinessPage() {
  const params = useParams();
  const [search] = useSearchParams();
  const { user } = useCurrentUser();
  const businessId = params.id ?? search.get('id') ?? user?.company?.id;
  const business = useBusiness(businessId);
  if (!businessId) return <SetupCall />;
  // The form starts from the saved values, so it waits for the details, not the list's entry.
  if (business.data && !business.isPlaceholderData) return <EditBusiness business={business.data} />;
  if (business.isError) return <BusinessLoadError error={business.error} />;
  return <PageLoader />;
}
