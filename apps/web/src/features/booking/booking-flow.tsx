import { Title } from '@mantine/core';
import { isIndustry } from '@qtify/shared/domain/industry';
import { isTooLarge, parsePersons } from '@qtify/shared/domain/party-size-choice';
import type { ErrorCode } from '@qtify/shared/errors';
import type { Booking, Slot } from '@qtify/shared/schemas/booking-schemas';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { useReportPlace } from '../../lib/place-brand';
import { usePublicBusiness } from '../../lib/queries/public-business';
import { usePublicTypes } from '../../lib/queries/public-places';
import { usePublicProducts } from '../../lib/queries/public-products';
import classes from './booking.module.css';
import { type Contact, EMPTY_CONTACT } from './booking-contact';
import { BookingMessage } from './booking-message';
import { LoadFailed } from './load-failed';
import { SlotsStep } from './slots-step';
import { TypeStep } from './type-step';

// The contact form (and the form library) loads while the patient looks at the free times: a first
// visit downloads only what its first step shows.
const loadDetailsStep = () => import('./details-step');
const DetailsStep = lazy(() => loadDetailsStep().then((module) => ({ default: module.DetailsStep })));
// So does the last step, shown only once booked.
const loadBookingDone = () => import('./booking-done');
const BookingDone = lazy(() => loadBookingDone().then((module) => ({ default: module.BookingDone })));

/** Kept in the history entry: the result of a booking, or why the visitor is back at the times. */
interface FlowState {
  booking?: Booking;
  emailed?: boolean;
  notice?: ErrorCode;
  /** The entry before this one is the previous step of the flow, so "Back" can go back in history. */
  stepped?: boolean;
}

type Changes = Partial<Record<'type' | 'date' | 'start' | 'doctor' | 'persons', string | null>>;
const RESTART: Changes = { type: null, date: null, start: null, doctor: null, persons: null };

/**
 * The steps live in the address (`type`, a restaurant's `persons`, `date`, `start`, `doctor`), so
 * the browser's back button, a reload and a shared link all land on the same step; the booking
 * result in the history state.
 */
export function BookingFlow({ publicId }: { publicId: string }) {
  const { t } = useTranslation(['booking', 'common']);
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const business = usePublicBusiness(publicId);
  const types = usePublicTypes(publicId);
  // The catalogue's price of a bookable service, shown beside its type once in (never waited for).
  const prices = usePublicProducts(publicId);
  useReportPlace(business.data ?? (business.isError ? null : undefined));
  const [contact, setContact] = useState<Contact>(EMPTY_CONTACT);
  // Focus moves to a step's heading only when the visitor moved there, not on the first load.
  const moved = useRef(false);
  const typeChosen = params.has('type');
  useEffect(() => {
    // Offline, the step itself says it could not load; nothing to do here.
    if (typeChosen) Promise.all([loadDetailsStep(), loadBookingDone()]).catch(() => undefined);
  }, [typeChosen]);

  const state = location.state as FlowState | null;
  const go = (changes: Changes, options: { replace?: boolean; state?: FlowState } = {}) => {
    const next = new URLSearchParams(params);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null || value === undefined) next.delete(name);
      else next.set(name, value);
    }
    moved.current = true;
    void navigate(
      { search: `?${next}` },
      { replace: options.replace, state: { stepped: !options.replace, ...options.state } },
    );
  };
  // Back in history when the visitor came from the previous step, else (opened by a link) to it.
  const back = (changes: Changes) => {
    moved.current = true;
    if (state?.stepped) void navigate(-1);
    else go(changes);
  };

  if (business.isPending || (business.isSuccess && types.isPending)) return <PageLoader />;
  if (business.isError && isApiError(business.error) && business.error.status === 404) {
    return (
      <BookingMessage
        tone="error"
        title={t('linkInvalid.heading')}
        text={t('linkInvalid.text')}
        focus={false}
      />
    );
  }
  const loadError = business.error ?? types.error;
  if (loadError || !business.data || !types.data) {
    return (
      <LoadFailed
        error={loadError}
        industry={business.data?.industry}
        onRetry={() => void Promise.all([business.refetch(), types.refetch()])}
      />
    );
  }

  const industry = isIndustry(business.data.industry) ? business.data.industry : 'business';
  // Said before anyone picks a time: no online bookings until the business's owner is verified.
  if (!business.data.openOnline) {
    return (
      <BookingMessage
        tone="error"
        title={t('notOpen.heading', { context: industry })}
        text={t('notOpen.text', { context: industry })}
        focus={false}
      />
    );
  }
  const { timeZone } = business.data;
  const type = types.data.find((candidate) => candidate.id === params.get('type'));
  const start = params.get('start');
  const doctorId = params.get('doctor');
  // The party is named after the type, so the type's own tables set the limit (the business's, until then).
  const maxPartySize = type ? type.maxPartySize : business.data.maxPartySize;
  const persons = industry === 'restaurant' ? parsePersons(params.get('persons')) : null;
  // A restaurant's guest says how many they are before the times; a party too big for any table calls.
  const partyMissing = industry === 'restaurant' && (persons === null || isTooLarge(persons, maxPartySize));
  const step = state?.booking ? 4 : !type ? 1 : !start || !doctorId || partyMissing ? 2 : 3;
  const focus = moved.current;

  return (
    <>
      <Title order={1} size="h2" className={classes.title}>
        {t('title', { context: industry })}
      </Title>
      <p className={classes.progress}>{step <= 3 ? t('progress', { step, total: 3 }) : '\u00a0'}</p>

      {state?.booking ? (
        <Suspense fallback={<PageLoader />}>
          <BookingDone
            booking={state.booking}
            emailed={state.emailed === true}
            industry={industry}
            onAnother={() => go(RESTART)}
          />
        </Suspense>
      ) : !type ? (
        <TypeStep
          types={types.data}
          prices={prices.data?.products}
          industry={industry}
          focus={focus}
          onChoose={(chosen) => go({ ...RESTART, type: chosen.id })}
        />
      ) : !start || !doctorId || partyMissing ? (
        <SlotsStep
          publicId={publicId}
          timeZone={timeZone}
          industry={industry}
          type={type}
          party={
            industry === 'restaurant'
              ? {
                  persons,
                  maxPartySize,
                  onPersons: (count) =>
                    go({ persons: String(count) }, { replace: true, state: { stepped: state?.stepped } }),
                }
              : null
          }
          phone={business.data.phone}
          date={params.get('date')}
          notice={state?.notice ?? null}
          focus={focus}
          onDate={(date) => go({ date }, { replace: true, state: { stepped: state?.stepped } })}
          onPick={(slot: Slot) => go({ start: slot.start, doctor: slot.doctorId })}
          onBack={() => back(RESTART)}
        />
      ) : (
        <Suspense fallback={<PageLoader />}>
          <DetailsStep
            publicId={publicId}
            industry={industry}
            timeZone={timeZone}
            type={type}
            phone={business.data.phone}
            persons={persons}
            start={start}
            doctorId={doctorId}
            contact={contact}
            focus={focus}
            onContact={setContact}
            onBooked={(booking, emailed) => go({}, { replace: true, state: { booking, emailed } })}
            onSlotGone={(code) =>
              go({ start: null, doctor: null }, { replace: true, state: { notice: code } })
            }
            onBack={() => back({ start: null, doctor: null })}
          />
        </Suspense>
      )}
    </>
  );
}
