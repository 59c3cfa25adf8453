import { IconVolume, IconVolumeOff, IconWifiOff } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { lobbyKeys, useDisplayBoard } from '../../lib/queries/lobby';
import { useRealtime } from '../../lib/use-realtime';
import { playChime, unlockChime } from './chime';
import classes from './display.module.css';
import { newCalls } from './new-calls';
import { useLobbyTranslation } from './use-lobby-translation';
import { useWakeLock } from './use-wake-lock';

/** How long the board waits after a change before fetching, gathering the changes of a burst. */
const REFETCH_AFTER_MS = 250;

/**
 * `/display/<token>`: the waiting area's TV. Who is called to which room (newest first, huge) and
 * the next tickets, readable from five metres on a 1080p screen; a chime on each new call once
 * someone tapped the screen (browsers need one gesture). Live through the socket with the display's
 * own link as its token; after a network drop the socket reconnects and the board is fetched again.
 * `data-chime-requests` counts the chimes asked for, `data-chimes-played` those the browser played.
 */
export function DisplayPage() {
  const { token = '' } = useParams();
  const { t, language } = useLobbyTranslation();
  const queryClient = useQueryClient();
  const board = useDisplayBoard(token);
  const revoked = board.isError && isApiError(board.error) && board.error.status === 404;
  const refetch = () => void queryClient.invalidateQueries({ queryKey: lobbyKeys.board(token) });
  // A burst of changes (a morning's rush, a bulk removal) is one fetch, not one per change.
  const pending = useRef<number | undefined>(undefined);
  const refetchSoon = () => {
    if (pending.current !== undefined) return;
    pending.current = window.setTimeout(() => {
      pending.current = undefined;
      refetch();
    }, REFETCH_AFTER_MS);
  };
  useEffect(() => () => window.clearTimeout(pending.current), []);
  const { connected } = useRealtime({
    token: revoked ? null : token,
    on: { 'display:changed': refetchSoon },
    onResync: refetch,
  });
  const [soundOn, setSoundOn] = useState(false);
  const [requests, setRequests] = useState(0);
  const [played, setPlayed] = useState(0);
  const seen = useRef<Set<string> | null>(null);
  useWakeLock();

  useEffect(() => {
    if (!board.data) return;
    const result = newCalls(board.data.called, seen.current);
    seen.current = result.seen;
    if (result.count === 0) return;
    setRequests((count) => count + 1);
    void playChime().then((ok) => {
      if (ok) setPlayed((count) => count + 1);
      else setSoundOn(false);
    });
  }, [board.data]);

  const enableSound = () => {
    if (soundOn) return;
    void unlockChime().then(setSoundOn);
  };

  if (revoked) {
    return (
      <main className={classes.screen}>
        <div className={classes.message}>
          <h1>{t('display.revoked')}</h1>
          <p>{t('display.revokedHint')}</p>
        </div>
      </main>
    );
  }
  const data = board.data;
  const context = data?.place.industry;
  const time = (iso: string) =>
    new Intl.DateTimeFormat(language, {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: data?.place.timeZone,
    }).format(new Date(iso));

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the sound button is the keyboard's way; a tap anywhere is the TV's.
    <main
      className={classes.screen}
      onClick={enableSound}
      data-testid="lobby-display"
      data-chime-requests={requests}
      data-chimes-played={played}
      data-sound={soundOn ? 'on' : 'off'}
    >
      <header className={classes.header}>
        <h1 className={classes.place}>{data?.place.name ?? '\u00a0'}</h1>
        {!connected && data && (
          <span className={classes.offline} role="status">
            <IconWifiOff size="1em" aria-hidden="true" /> {t('display.reconnecting')}
          </span>
        )}
      </header>
      {!data ? (
        <div className={classes.message}>{board.isError ? <p>{t('display.loadFailed')}</p> : null}</div>
      ) : (
        <div className={classes.board}>
          <section className={classes.called} aria-labelledby="display-called" aria-live="polite">
            <h2 id="display-called" className={classes.heading}>
              {t('display.called')}
            </h2>
            {data.called.length === 0 ? (
              <p className={classes.empty}>{t('display.noCalls')}</p>
            ) : (
              <ol className={classes.calls}>
                {data.called.map((call, index) => (
                  <li
                    key={`${call.ticket}@${call.calledAt}`}
                    className={index === 0 ? `${classes.call} ${classes.latest}` : classes.call}
                    data-testid="display-call"
                  >
                    <span className={classes.ticket}>{call.ticket}</span>
                    {call.name && call.name !== call.ticket && (
                      <span className={classes.name}>{call.name}</span>
                    )}
                    {call.room && (
                      <span className={classes.room}>
                        <span className={classes.roomLabel}>{t('display.room', { context })}</span>{' '}
                        {call.room}
                      </span>
                    )}
                    <span className={classes.time}>{time(call.calledAt)}</span>
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className={classes.next} aria-labelledby="display-next">
            <h2 id="display-next" className={classes.heading}>
              {t('display.next')}
            </h2>
            {data.next.length === 0 ? (
              <p className={classes.empty}>{t('display.noneWaiting')}</p>
            ) : (
              <ol className={classes.nextList}>
                {data.next.map((item, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: two waiting may share initials until entries carry tickets.
                  <li key={`${item.ticket}-${index}`} data-testid="display-next">
                    {item.ticket}
                    {item.name && item.name !== item.ticket && (
                      <span className={classes.nextName}> {item.name}</span>
                    )}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </div>
      )}
      {!soundOn && (
        <button type="button" className={classes.sound} onClick={enableSound}>
          <IconVolumeOff size="1.2em" aria-hidden="true" />
          <span>
            <strong>{t('display.enableSound')}</strong>
            <small>{t('display.enableSoundHint')}</small>
          </span>
        </button>
      )}
      {soundOn && <IconVolume className={classes.soundOn} aria-hidden="true" />}
    </main>
  );
}
