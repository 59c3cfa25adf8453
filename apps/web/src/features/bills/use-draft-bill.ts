import { useSearchParams } from 'react-router';
import { useBill } from '../../lib/queries/bills';
import { useCurrentUser } from '../../lib/queries/current-user';

/** The draft of the counter's step pages (`?bill=<id>`) in the active business. */
export function useDraftBill() {
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const [params] = useSearchParams();
  const billId = params.get('bill') ?? '';
  return { businessId, billId, bill: useBill(businessId, billId) };
}
