import { isIndustry } from '@qtify/shared/domain/industry';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../components/button-class';
import { browserStorage } from '../../lib/browser-storage';
import { useReportPlace } from '../../lib/place-brand';
import { receiveRoomAnnouncements, useRoomAnnouncements } from '../../lib/queries/announcements';
import { type PatientEntry, usePatientEntryCache } from '../../lib/queries/patient-entry';
import { useOnlineStatus } from '../../lib/use-online-status';
import { useRealtime } from '../../lib/use-realtime';
import { AppointmentNote } from './appointment-note';
import { NotLiveNote } from './not-live-note';
import { playNotificationSound } from './notification-sound';
import { NotifySection } from './notify-section';
import { PatientMessage } from './patient-message';
import { registerPath } from './patient-paths';
import classes from './patient-room.module.css';
import { PositionCard } from './position-card';
import { isFinished, isWaiting, roomState } from './room-state';
import { StaffMessage, type StaffNotice } from './staff-message';
import { StepOut } from './step-out';

const DISMISSED_KEY = 'queue.dismissedMessage';
const session = browserStorage('session');

function readDismissed(): readonly string[] {
  try {
    const value: unknown = JSON.parse(session.get(DISMISSED_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((at): at is string => typeof at === 'string') : [];
  } catch {
    return [];
  }
}

/**
 * The room of one place: position, staff message, step out, notifications; kept live by the socket.
 * Offline, or shown from this tab's memory (`fromMemory`), it is the last known state of
 * `updatedAt`, marked as not live.
 */
export function RoomView({
  token,
  entry,
  updatedAt,
  fromMemory = false,
  refetch,
}: {
  token: string;
  entry: PatientEntry;
  updatedAt: number;
  fromMemory?: boolean;
  refetch: () => void;
}) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const cache = usePatientEntryCache(token);
  const queryClient = useQueryClient();
  const announcements = useRoomAnnouncements(token);
  const refetchAnnouncements = announcements.refetch;
  const industry = isIndustry(entry.industry) ? entry.industry : 'business';
  useReportPlace({
    name: entry.businessName,
    industry: entry.industry,
    colorTheme: entry.colorTheme,
    announcements: announcements.data,
  });
  const context = { context: industry };
  const state = roomState(entry);
  const finished = isFinished(state);
  const online = useOnlineStatus();
  const notLive = !online || fromMemory;
  // A message that came live (with the sound); after a reload the entry still says one was sent.
  const [live, setLive] = useState<StaffNotice | null>(null);
  // What the patient confirmed: the live message's time and the entry's, kept for this tab's reloads.
  const [dismissed, setDismissed] = useState<readonly string[]>(() => readDismissed());

  const { connected } = useRealtime({
    token,
    on: {
      // One broadcast per change of the place (order keys only): the page moves its own position.
      'queue:moved': (move) => {
        if (cache.move(move) === 'refetch') refetch();
      },
      'entry:changed': ({ entry: changed }) => cache.entry(changed),
      // The whole list the room shows, sent when staff post, change or remove one.
      'announcements:current': ({ announcements: current }) =>
        receiveRoomAnnouncements(queryClient, token, current),
      notification: ({ title, message, kind }) => {
        setLive({ title, message, at: new Date().toISOString(), ...(kind ? { kind } : {}) });
        playNotificationSound();
        navigator.vibrate?.([200, 100, 200]);
      },
    },
    onResync: () => {
      refetch();
      void refetchAnnouncements();
    },
  });
  // The socket connects a moment after the entry was fetched: a change in between (staff finished
  // the visit) is fetched once more on the first connect (later ones resync in useRealtime).
  const firstConnect = useRef(true);
  useEffect(() => {
    if (!connected || !firstConnect.current) return;
    firstConnect.current = false;
    refetch();
    void refetchAnnouncements();
  }, [connected, refetch, refetchAnnouncements]);

  const sent: StaffNotice | null =
    entry.messageSent && entry.messageSentAt
      ? { title: entry.businessName, message: entry.message, at: entry.messageSentAt }
      : null;
  const notice = live ?? sent;
  const showNotice = notice !== null && !dismissed.includes(notice.at) && isWaiting(state);
  const dismiss = () => {
    const next = [notice?.at, entry.messageSentAt].filter((at): at is string => Boolean(at));
    setDismissed(next);
    session.set(DISMISSED_KEY, JSON.stringify(next));
  };

  return (
    <>
      {!finished && (
        <>
          <h1 className={classes.title}>{t('room.title', context)}</h1>
          <p className={classes.greeting}>
            {entry.firstName && t('room.greeting', { name: entry.firstName })}
          </p>
          {entry.appointment && (
            <AppointmentNote
              appointment={entry.appointment}
              publicId={entry.businessPublicId}
              industry={industry}
            />
          )}
        </>
      )}

      {/* Assertive: a message from the staff interrupts whatever the screen reader says. */}
      <div aria-live="assertive" aria-atomic="true">
        {showNotice && (
          <StaffMessage
            key={notice.at}
            // The entry's own words (null: the industry's default) once it knows of the message,
            // so the text is the same live and after a reload.
            notice={
              entry.messageSent && !(live?.kind && live.kind !== 'call')
                ? { ...notice, message: entry.message }
                : notice
            }
            businessName={entry.businessName}
            industry={industry}
            onDismiss={dismiss}
          />
        )}
      </div>

      {finished ? (
        <PatientMessage
          tone={state === 'done' ? 'success' : 'left'}
          title={t(`room.${state}`)}
          text={t(`room.${state}Text`)}
        >
          <Link
            to={registerPath(entry.businessPublicId)}
            className={`${buttonClass('primary', 'md')} ${classes.wide}`}
          >
            {t('room.registerAgain')}
          </Link>
        </PatientMessage>
      ) : (
        <>
          {notLive && (
            // Its words (namespace `pwa`) load when first needed; the service worker keeps them.
            <Suspense fallback={null}>
              <NotLiveNote at={updatedAt} />
            </Suspense>
          )}
          {/* Called in: the staff message says so until it is confirmed; then the card keeps saying it. */}
          {state === 'noShow' && (
            <PatientMessage tone="left" title={t('room.noShow')} text={t('room.noShowText')}>
              <Link
                to={registerPath(entry.businessPublicId)}
                className={`${buttonClass('default', 'md')} ${classes.wide}`}
              >
                {t('room.registerAgain')}
              </Link>
            </PatientMessage>
          )}
          {!(showNotice && state === 'called') && state !== 'noShow' && (
            <PositionCard entry={entry} state={state} industry={industry} stale={notLive} />
          )}
          {isWaiting(state) && <StepOut token={token} out={entry.out} />}
          {isWaiting(state) && <NotifySection token={token} enabled={entry.notify} />}
        </>
      )}

      {!finished && !notLive && (
        <p className={classes.connection} data-connected={connected || undefined}>
          <span className={classes.dot} aria-hidden="true" />
          {connected ? t('room.live') : t('room.connecting')}
        </p>
      )}
    </>
  );
}
