import '../../components/form-styles';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { errorText } from '../../lib/error-text';
import { useIndustry } from '../../lib/industry-context';
import { useReportPlace } from '../../lib/place-brand';
import { useBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import classes from './booking.module.css';
import { BookingFlow } from './booking-flow';
import { BookingMessage } from './booking-message';

/**
 * `/bookingflow/bookAppointment?b=<publicId>` (a business's `links.book`; alias
 * `/ro23omasfdas/b-a-bokdsfjsd`): choose a type, a free time, enter contact details, book.
 * Staff without `?b=` book in their active business, e.g. for a caller on the phone.
 */
export function BookingPage() {
  const { t } = useTranslation(['booking', 'common']);
  const industry = useIndustry();
  const [params] = useSearchParams();
  const fromLink = params.get('b') ?? '';
  const { status, user } = useCurrentUser();
  const businessId = fromLink ? null : (user?.company?.id ?? null);
  const own = useBusiness(businessId);
  const publicId = fromLink || own.data?.publicId || '';
  const waiting = status === 'loading' || (businessId !== null && own.isPending);
  // Without a business to book in, the frame shows none (the flow reports the one it books in).
  useReportPlace(!publicId && !waiting ? null : undefined);

  return (
    <div className={classes.page}>
      {publicId ? (
        <BookingFlow key={publicId} publicId={publicId} />
      ) : waiting ? (
        <PageLoader />
      ) : own.isError ? (
        <FormAlert message={errorText(t, own.error, industry)} />
      ) : (
        <BookingMessage
          tone="error"
          title={t('linkInvalid.heading')}
          text={t('linkInvalid.text')}
          focus={false}
        />
      )}
    </div>
  );
}
