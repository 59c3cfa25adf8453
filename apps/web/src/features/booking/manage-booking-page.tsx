import '../../components/form-styles';
import { Button, Text, Title } from '@mantine/core';
import { isIndustry } from '@qtify/shared/domain/industry';
import type { Booking } from '@qtify/shared/schemas/booking-schemas';
import { IconCalendarPlus, IconCalendarTime, IconShieldLock, IconX } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { useReportPlace } from '../../lib/place-brand';
import { useCancelBooking, useManagedBooking, useWaitlist } from '../../lib/queries/manage-booking';
import { usePublicBusiness } from '../../lib/queries/public-business';
import classes from './booking.module.css';
import { BookingMessage } from './booking-message';
import { bookLink } from './booking-paths';
import { BookingSummary } from './booking-summary';
import { CheckInSection } from './check-in-section';
import { LoadFailed } from './load-failed';

const loadCancelDialog = () => import('./cancel-dialog');
const CancelDialog = lazy(() => loadCancelDialog().then((module) => ({ default: module.CancelDialog })));
const preloadCancelDialog = () => void loadCancelDialog().catch(() => undefined);
const loadReschedule = () => import('./reschedule-booking');
const RescheduleBooking = lazy(() =>
  loadReschedule().then((module) => ({ default: module.RescheduleBooking })),
);
const preloadReschedule = () => void loadReschedule().catch(() => undefined);
const ReminderOptOut = lazy(() =>
  import('./reminder-opt-out').then((module) => ({ default: module.ReminderOptOut })),
);
const PatientDataSection = lazy(() =>
  import('./patient-data-section').then((module) => ({ default: module.PatientDataSection })),
);
const WaitlistOffer = lazy(() =>
  import('./waitlist-offer').then((module) => ({ default: module.WaitlistOffer })),
);

/**
 * `/bookingflow/booking`: a booking by its manage token, with `?optOut=` the one-click stop of
 * reminders that a reminder mail links to, or with `?offer=` a waitlist offer of an earlier time.
 */
export function ManageBookingPage() {
  const [params] = useSearchParams();
  const optOut = params.get('optOut');
  const offer = params.get('offer');
  if (offer !== null) {
    return (
      <Suspense fallback={<PageLoader />}>
        <WaitlistOffer token={offer} />
      </Suspense>
    );
  }
  if (optOut !== null) {
    return (
      <Suspense fallback={<PageLoader />}>
        <ReminderOptOut token={optOut} />
      </Suspense>
    );
  }
  return <ManageBooking />;
}

/**
 * `/bookingflow/booking?token=<manageToken>` (the link of the confirmation e-mail): the booking
 * with ways to move or cancel it (until the business’s deadline). A wrong, unknown or cancelled
 * booking says so and offers to book anew.
 */
function ManageBooking() {
  // The waitlist's few texts are their own namespace: the booking page does not download them.
  const { t } = useTranslation(['booking', 'waitlist', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useManagedBooking(token);
  const booking = query.data;
  // The booking does not carry the industry; the business does (a restaurant says reservation).
  const business = usePublicBusiness(booking?.businessPublicId ?? '');
  const industry = isIndustry(business.data?.industry) ? business.data.industry : 'business';
  const context = { context: industry };
  const cancel = useCancelBooking(token);
  const waitlist = useWaitlist(token);
  const [confirming, setConfirming] = useState(false);
  const [justCancelled, setJustCancelled] = useState(false);
  const [rescheduling, setRescheduling] = useState(false);
  const [justMoved, setJustMoved] = useState(false);
  // The patient's data rights: their own chunk and catalogue, fetched when the patient opens them.
  const [showData, setShowData] = useState(false);
  // After the deadline the patient calls instead: the business's phone, when it gave one.
  const phone = business.data?.phone || null;
  const notFound =
    !token || (isApiError(query.error) && (query.error.status === 404 || query.error.status === 400));
  useReportPlace(business.data ?? (notFound || query.isError || business.isError ? null : undefined));

  const bookAgain = (publicId: string) => (
    <Button
      component={Link}
      to={bookLink(publicId)}
      size="md"
      fullWidth
      leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
    >
      {t('manage.bookAgain', context)}
    </Button>
  );

  const content = (current: Booking) => {
    if (justCancelled) {
      return (
        <BookingMessage
          tone="success"
          title={t('manage.cancelledHeading', context)}
          text={t('manage.cancelledText', context)}
        >
          <BookingSummary booking={current} industry={industry} />
          {bookAgain(current.businessPublicId)}
        </BookingMessage>
      );
    }
    if (current.cancelled) {
      return (
        <BookingMessage tone="error" title={t('manage.alreadyCancelled', context)} focus={false}>
          <BookingSummary booking={current} industry={industry} />
          {bookAgain(current.businessPublicId)}
        </BookingMessage>
      );
    }
    if (rescheduling) {
      return (
        <Suspense fallback={<PageLoader />}>
          <RescheduleBooking
            token={token}
            booking={current}
            industry={industry}
            onMoved={() => {
              setRescheduling(false);
              setJustMoved(true);
            }}
            onClose={() => setRescheduling(false)}
          />
        </Suspense>
      );
    }
    const now = Date.now();
    const past = new Date(current.start).getTime() <= now;
    // After the business's cancellation deadline the patient calls instead (the API refuses too).
    const changeable = now < new Date(current.changeableUntil).getTime();
    const summary = <BookingSummary booking={current} industry={industry} />;
    return (
      <div className={classes.stack}>
        {justMoved ? (
          <BookingMessage tone="success" title={t('reschedule.movedHeading', context)}>
            {summary}
          </BookingMessage>
        ) : (
          summary
        )}
        {current.confirmation !== 'requested' && current.confirmation !== 'declined' && (
          <CheckInSection token={token} booking={current} industry={industry} />
        )}
        {past && <Text c="dimmed">{t('manage.past', context)}</Text>}
        {!past && !changeable && (
          <Text role="note">{t(phone ? 'manage.deadlinePassedCall' : 'manage.deadlinePassed', context)}</Text>
        )}
        {!past && !changeable && phone && (
          <Button
            component="a"
            href={`tel:${phone.replace(/[^\d+]/g, '')}`}
            variant="light"
            size="md"
            fullWidth
          >
            {phone}
          </Button>
        )}
        {changeable && (
          <Button
            variant="light"
            fullWidth
            size="md"
            leftSection={<IconCalendarTime size={18} aria-hidden="true" />}
            onPointerDown={preloadReschedule}
            onFocus={preloadReschedule}
            onClick={() => {
              setJustMoved(false);
              setRescheduling(true);
            }}
          >
            {t('manage.reschedule', context)}
          </Button>
        )}
        {changeable &&
          (current.waitlisted ? (
            <Text role="status">
              {t('waitlist:manage.waitlistOn', context)}{' '}
              <Button variant="subtle" size="compact-sm" onClick={() => waitlist.mutate(false)}>
                {t('waitlist:manage.waitlistLeave')}
              </Button>
            </Text>
          ) : (
            <Button
              variant="subtle"
              fullWidth
              size="md"
              loading={waitlist.isPending}
              onClick={() => waitlist.mutate(true)}
            >
              {t('waitlist:manage.waitlistJoin', context)}
            </Button>
          ))}
        {changeable && (
          <Button
            color="red"
            variant="outline"
            fullWidth
            size="md"
            leftSection={<IconX size={18} aria-hidden="true" />}
            onPointerDown={preloadCancelDialog}
            onFocus={preloadCancelDialog}
            onClick={() => setConfirming(true)}
          >
            {t('manage.cancel', context)}
          </Button>
        )}
      </div>
    );
  };

  return (
    <div className={classes.page}>
      <Title order={1} size="h2" className={classes.title} mb="lg">
        {t('manage.heading', context)}
      </Title>
      {notFound ? (
        <BookingMessage
          tone="error"
          title={t('manage.notFoundHeading')}
          text={t('manage.notFoundText')}
          focus={false}
        />
      ) : query.isPending ? (
        <PageLoader />
      ) : !booking ? (
        <LoadFailed error={query.error} industry={industry} onRetry={() => void query.refetch()} />
      ) : (
        content(booking)
      )}
      {booking && !rescheduling && (
        <div className={classes.dataRights}>
          {showData ? (
            <Suspense fallback={<PageLoader />}>
              <PatientDataSection
                token={token}
                businessName={business.data?.name ?? ''}
                industry={industry}
              />
            </Suspense>
          ) : (
            <Button
              variant="subtle"
              size="sm"
              leftSection={<IconShieldLock size={16} aria-hidden="true" />}
              onClick={() => setShowData(true)}
            >
              {t('manage.myData')}
            </Button>
          )}
        </div>
      )}
      {confirming && booking && (
        <Suspense fallback={null}>
          <CancelDialog
            context={industry}
            title={t('manage.cancelTitle', context)}
            question={t('manage.cancelQuestion', context)}
            confirmLabel={t('manage.cancelConfirm')}
            onClose={() => setConfirming(false)}
            onConfirm={async () => {
              await cancel.mutateAsync();
              setJustCancelled(true);
              setConfirming(false);
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
