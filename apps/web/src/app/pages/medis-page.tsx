import '../../features/prescriptions/prescriptions-styles';
import { PageHeader } from '../../components/page-header';
import staffClasses from '../../components/staff-screen.module.css';
import { MedisInbox } from '../../features/prescriptions/medis-inbox';
import { useLivePrescriptions } from '../../features/prescriptions/use-live-prescriptions';
import { usePrescriptionsTranslation } from '../../features/prescriptions/use-prescriptions-translation';
import { LiveIndicator } from '../../features/waiting-room/live-indicator';
import { useBusinessTimeZone } from '../../lib/business-time-zone';
import { useCurrentUser } from '../../lib/queries/current-user';
import { NotFoundPage } from '../error/not-found-page';

/**
 * `/medis`, repeat prescriptions (issue 23): the inbox of the patients' requests, live, with the
 * patient's long-term medications beside the chosen one. Only medical practices have it: for any
 * other business the address is the not-found page, as the API's 404.
 */
export function MedisPage() {
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const medical = user?.shop?.industry.theme === 'medical';
  if (!medical) return <NotFoundPage />;
  return <MedisScreen businessId={businessId} />;
}

function MedisScreen({ businessId }: { businessId: string }) {
  const { t } = usePrescriptionsTranslation();
  const timeZone = useBusinessTimeZone(businessId);
  const { connected } = useLivePrescriptions(businessId);
  return (
    <div className={staffClasses.page}>
      <PageHeader
        title={t('medis.title')}
        intro={t('medis.intro')}
        action={<LiveIndicator connected={connected} />}
      />
      {businessId && <MedisInbox businessId={businessId} timeZone={timeZone} />}
    </div>
  );
}
