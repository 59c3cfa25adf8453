import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { browserStorage } from '../../lib/browser-storage';
import { errorText } from '../../lib/error-text';
import { useIndustry } from '../../lib/industry-context';
import { useReportPlace } from '../../lib/place-brand';
import { usePatientEntry } from '../../lib/queries/patient-entry';
import { useOnlineStatus } from '../../lib/use-online-status';
import { isEntryToken } from './entry-token-store';
import { ErrorNote } from './error-note';
import { lastKnownStore } from './last-known-entry';
import { PatientMessage } from './patient-message';
import classes from './patient-room.module.css';
import { RoomView } from './room-view';
import { storedEntry } from './stored-entry';
import { useRoomManifest } from './use-room-manifest';

const lastKnown = lastKnownStore(browserStorage('session'));

/** The entry token of the address (`/q/:token`, `?entry=`), else the one kept on this device. */
function useEntryToken(): string | null {
  const { token } = useParams();
  const [params] = useSearchParams();
  const fromAddress = token ?? params.get('entry');
  if (fromAddress !== null && fromAddress !== undefined)
    return isEntryToken(fromAddress) ? fromAddress : null;
  return storedEntry.read()?.token ?? null;
}

/**
 * `/waitingRoom/patientRoom` (optional `?entry=<token>`; short link `/q/:token`): the patient's
 * place, live. A push notification opens it without a token, so the device's stored one is used.
 */
export function PatientRoomPage() {
  const { t } = useTranslation(['patientRoom', 'common']);
  // The place's industry as far as known: the entry that failed to load cannot tell it.
  const industry = useIndustry();
  const token = useEntryToken();
  const entry = usePatientEntry(token);
  const notFound = token === null || (entry.isError && isApiError(entry.error) && entry.error.status === 404);
  const publicId = entry.data?.businessPublicId ?? null;
  const online = useOnlineStatus();
  useRoomManifest(notFound ? null : token);

  // The place of this address becomes the device's place, so the notification link finds it.
  useEffect(() => {
    if (token && publicId) storedEntry.save(token, publicId);
  }, [token, publicId]);
  useEffect(() => {
    if (token && notFound) storedEntry.forget(token);
  }, [token, notFound]);
  // The last answer, for a reload without network (offline: the query waits, "paused").
  useEffect(() => {
    if (token && entry.data) lastKnown.save(token, entry.data, entry.dataUpdatedAt);
  }, [token, entry.data, entry.dataUpdatedAt]);
  const unreachable = !online || entry.fetchStatus === 'paused' || entry.isError;
  const remembered = token && !notFound && !entry.data && unreachable ? lastKnown.read(token) : null;
  // The room itself reports its place (room-view.tsx); without one, the frame shows no business.
  useReportPlace(notFound || (entry.isError && !remembered) ? null : undefined);
  if (token && remembered) {
    return (
      <div className={classes.page}>
        <RoomView
          token={token}
          entry={remembered.entry}
          updatedAt={remembered.at}
          fromMemory
          refetch={() => void entry.refetch()}
        />
      </div>
    );
  }

  if (token === null || notFound) {
    return (
      <div className={classes.page}>
        <PatientMessage tone="error" title={t('room.notFound.heading')} text={t('room.notFound.text')} />
      </div>
    );
  }
  if (entry.isPending) return <PageLoader />;
  if (entry.isError) {
    return (
      <div className={classes.page}>
        <div className={classes.stack}>
          <ErrorNote message={errorText(t, entry.error, industry)} />
          <button type="button" className={buttonClass('default', 'md')} onClick={() => void entry.refetch()}>
            {t('room.retry')}
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className={classes.page}>
      <RoomView
        token={token}
        entry={entry.data}
        updatedAt={entry.dataUpdatedAt}
        refetch={() => void entry.refetch()}
      />
    </div>
  );
}
