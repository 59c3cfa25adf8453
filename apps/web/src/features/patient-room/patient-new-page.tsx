import { isIndustry } from '@qtify/shared/domain/industry';
import { IconPlayerPause } from '@tabler/icons-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useIndustry } from '../../lib/industry-context';
import { useReportPlace } from '../../lib/place-brand';
import { usePatientEntry } from '../../lib/queries/patient-entry';
import { usePublicBusiness } from '../../lib/queries/public-business';
import { ErrorNote } from './error-note';
import { JoinForm } from './join-form';
import { NotOpenOnline } from './not-open-online';
import { PatientMessage } from './patient-message';
import { roomPath } from './patient-paths';
import classes from './patient-room.module.css';
import { isFinished, roomState } from './room-state';
import { storedEntry } from './stored-entry';

// "I have an appointment": its own chunk, fetched when asked for (the registration's budget).
const AppointmentCheckInForm = lazy(() =>
  import('./appointment-check-in-form').then((module) => ({ default: module.AppointmentCheckInForm })),
);

/**
 * `/waitingRoom/patientnew?b=<publicId>` (alias `/wr23sdaf232`, the QR code's link): welcome, the
 * full name, join. Whoever already waits at this business on this device goes straight to the room.
 */
export function PatientNewPage() {
  const { t } = useTranslation(['patientJoin', 'common']);
  // The place's industry as far as known, for a business that failed to load.
  const knownIndustry = useIndustry();
  const [params] = useSearchParams();
  const publicId = params.get('b')?.trim() ?? '';
  const business = usePublicBusiness(publicId);
  const linkInvalid =
    !publicId || (business.isError && isApiError(business.error) && business.error.status === 404);
  // The frame shows the business; a wrong link or a failed load leaves it without one.
  useReportPlace(business.data ?? (linkInvalid || business.isError ? null : undefined));
  const [withAppointment, setWithAppointment] = useState(false);
  const storedToken = publicId ? storedEntry.readFor(publicId) : null;
  const stored = usePatientEntry(storedToken);
  const storedOpen = stored.data !== undefined && !isFinished(roomState(stored.data));

  // A place that is over, or that the server no longer knows, is not a reason to skip the form.
  const storedGone =
    (stored.data !== undefined && !storedOpen) ||
    (stored.isError && isApiError(stored.error) && stored.error.status === 404);
  useEffect(() => {
    if (storedToken && storedGone) storedEntry.forget(storedToken);
  }, [storedToken, storedGone]);

  if (storedToken && storedOpen) return <Navigate to={roomPath(storedToken)} replace />;

  if (linkInvalid) {
    return (
      <div className={classes.page}>
        <PatientMessage
          tone="error"
          title={t('join.linkInvalid.heading')}
          text={t('join.linkInvalid.text')}
        />
      </div>
    );
  }
  if (business.isPending || (storedToken && stored.isPending)) return <PageLoader />;
  if (business.isError) {
    return (
      <div className={classes.page}>
        <div className={classes.stack}>
          <ErrorNote message={errorText(t, business.error, knownIndustry)} />
          <button
            type="button"
            className={buttonClass('default', 'md')}
            onClick={() => void business.refetch()}
          >
            {t('join.retry')}
          </button>
        </div>
      </div>
    );
  }

  const industry = isIndustry(business.data.industry) ? business.data.industry : 'business';
  const context = { context: industry };
  // Said before anyone types: the place takes no online registrations until its owner is verified.
  if (!business.data.openOnline) return <NotOpenOnline industry={industry} />;
  // Staff paused self-registration (a flood, a full room): said before anyone types.
  if (business.data.selfRegistration === 'paused') {
    return (
      <div className={classes.page}>
        <PatientMessage
          tone="left"
          icon={IconPlayerPause}
          title={t('join.paused.heading')}
          text={t('join.paused.text', context)}
        >
          <button
            type="button"
            className={buttonClass('default', 'md')}
            onClick={() => void business.refetch()}
            aria-busy={business.isFetching}
          >
            {t('join.paused.retry')}
          </button>
        </PatientMessage>
      </div>
    );
  }
  return (
    <div className={classes.page}>
      <h1 className={classes.title}>{t('join.welcome', { name: business.data.name })}</h1>
      <p className={classes.intro}>{t('join.intro', context)}</p>
      {withAppointment ? (
        <Suspense fallback={<PageLoader />}>
          <AppointmentCheckInForm publicId={publicId} industry={industry} />
        </Suspense>
      ) : (
        <JoinForm publicId={publicId} industry={industry} />
      )}
      <div className={classes.otherPath}>
        <button
          type="button"
          className={buttonClass('light', 'md')}
          onClick={() => setWithAppointment((shown) => !shown)}
        >
          {withAppointment ? t('appointment.back', context) : t('appointment.link', context)}
        </button>
      </div>
    </div>
  );
}
