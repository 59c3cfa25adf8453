import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { portalKeys, usePortal } from '../../lib/queries/patient-portal';
import { useRealtime } from '../../lib/use-realtime';
import classes from './patient-portal.module.css';
import { portalTokenStore } from './portal-token-store';
import { RequestForm } from './request-form';

/** A local date (YYYY-MM-DD) in the reader's language, e.g. "Dienstag, 3. März". */
function formatDate(date: string, language: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(language, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/**
 * `/patient-portal/:token`: a patient's repeat prescriptions by the personal link of their practice
 * (issue 23). Name, long-term medications to tick, how to collect, when it will be ready (cut-off
 * and lead time), and their requests with the status, live. Without a token: the link this device
 * opened last (status mails link here, the server keeps no token).
 */
export function PatientPortalPage() {
  const { t } = useTranslation(['prescriptions', 'common']);
  const params = useParams();
  const token = params.token ?? portalTokenStore.get() ?? '';
  if (!token) {
    return (
      <main className={classes.page}>
        <h1 className={classes.title}>{t('portal.homeTitle')}</h1>
        <p className={classes.muted}>{t('portal.homeNone')}</p>
      </main>
    );
  }
  return <Portal token={token} />;
}

function Portal({ token }: { token: string }) {
  const { t, i18n } = useTranslation(['prescriptions', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const portal = usePortal(token);
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: portalKeys.of(token) });
  const { connected } = useRealtime({ token, on: { 'portal:changed': refetch }, onResync: refetch });
  const found = portal.isSuccess;
  useEffect(() => {
    if (found) portalTokenStore.set(token);
  }, [found, token]);

  if (portal.isPending) return <PageLoader />;
  if (portal.isError) {
    const gone = isApiError(portal.error) && portal.error.status === 404;
    if (gone && portalTokenStore.get() === token) portalTokenStore.forget();
    return (
      <main className={classes.page}>
        <h1 className={classes.title}>{t('portal.homeTitle')}</h1>
        <p className={classes.error} role="alert">
          {gone ? t('portal.notFound') : t('errors.NETWORK', { ns: 'common' })}
        </p>
      </main>
    );
  }
  const data = portal.data;
  return (
    <main className={classes.page} data-live={connected || undefined}>
      <h1 className={classes.title}>{t('portal.hello', { name: data.patient.firstName })}</h1>
      <p className={classes.muted}>{t('portal.at', { business: data.business.name })}</p>
      <section className={classes.card} aria-labelledby="portal-ask">
        <h2 id="portal-ask">{t('portal.title')}</h2>
        <RequestForm token={token} portal={data} readyDate={formatDate(data.rules.readyBy, language)} />
      </section>
      <section className={classes.card} aria-labelledby="portal-requests">
        <h2 id="portal-requests">{t('portal.requests')}</h2>
        {data.requests.length === 0 && <p className={classes.muted}>{t('portal.noRequests')}</p>}
        <ul className={classes.requests}>
          {data.requests.map((request) => (
            <li key={request.id} data-testid="portal-request">
              <span
                className={classes.status}
                data-status={request.status}
                data-testid="portal-request-status"
              >
                {t(`status.${request.status}`)}
              </span>{' '}
              <strong>{request.medications.join(', ')}</strong>
              <div className={classes.muted}>
                {t(`pickup.${request.pickup}`)} ·{' '}
                {t('portal.readyFrom', { date: formatDate(request.readyBy, language) })}
              </div>
              {request.declineReason && <div>{t('portal.declined', { reason: request.declineReason })}</div>}
            </li>
          ))}
        </ul>
      </section>
      {data.business.phone && (
        <p className={classes.muted}>{t('portal.call', { phone: data.business.phone })}</p>
      )}
      <p className={classes.muted}>{t('portal.private')}</p>
    </main>
  );
}
