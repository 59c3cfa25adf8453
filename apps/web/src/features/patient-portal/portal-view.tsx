import { useTranslation } from 'react-i18next';
import type { Portal, PortalTarget } from '../../lib/queries/patient-portal';
import classes from './patient-portal.module.css';
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

/** One practice's part of the page: ask for a repeat, then the requests with their status. */
export function PortalView({
  portal,
  target,
  live,
}: {
  portal: Portal;
  target: PortalTarget;
  live: boolean;
}) {
  const { t, i18n } = useTranslation(['prescriptions', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const id = 'token' in target ? 'link' : target.recordId;
  return (
    <div data-live={live || undefined}>
      <h1 className={classes.title}>{t('portal.hello', { name: portal.patient.firstName })}</h1>
      <p className={classes.muted}>{t('portal.at', { business: portal.business.name })}</p>
      <section className={classes.card} aria-labelledby={`portal-ask-${id}`}>
        <h2 id={`portal-ask-${id}`}>{t('portal.title')}</h2>
        <RequestForm target={target} portal={portal} readyDate={formatDate(portal.rules.readyBy, language)} />
      </section>
      <section className={classes.card} aria-labelledby={`portal-requests-${id}`}>
        <h2 id={`portal-requests-${id}`}>{t('portal.requests')}</h2>
        {portal.requests.length === 0 && <p className={classes.muted}>{t('portal.noRequests')}</p>}
        <ul className={classes.requests}>
          {portal.requests.map((request) => (
            <li key={request.id} data-testid="portal-request">
              <span
                className={classes.status}
                data-status={request.status}
                data-testid="portal-request-status"
              >
                {t(`status.${request.status}`)}
              </span>{' '}
              <strong>{[...request.medications, ...(request.note ? [request.note] : [])].join(', ')}</strong>
              <div className={classes.muted}>
                {t(`pickup.${request.pickup}`)} ·{' '}
                {t('portal.readyFrom', { date: formatDate(request.readyBy, language) })}
              </div>
              {request.declineReason && <div>{t('portal.declined', { reason: request.declineReason })}</div>}
            </li>
          ))}
        </ul>
      </section>
      {portal.business.phone && (
        <p className={classes.muted}>{t('portal.call', { phone: portal.business.phone })}</p>
      )}
    </div>
  );
}
