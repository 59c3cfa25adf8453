import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { isApiError } from '../../lib/api-error';
import { portalKeys, useMyPortals, usePortal } from '../../lib/queries/patient-portal';
import { useAuthToken } from '../../lib/use-auth-token';
import { useRealtime } from '../../lib/use-realtime';
import classes from './patient-portal.module.css';
import { portalTokenStore } from './portal-token-store';
import { PortalView } from './portal-view';

/**
 * `/patient-portal/:token`: a patient's repeat prescriptions by the personal link of their practice
 * (issue 23): name, long-term medications to tick, how to collect, when it will be ready (cut-off
 * and lead time), and their requests with the status, live. Without a token: the link this device
 * opened last (status mails link here, the server keeps no token), else, signed in, the records of
 * the account.
 */
export function PatientPortalPage() {
  const params = useParams();
  const signedIn = Boolean(useAuthToken());
  const token = params.token ?? portalTokenStore.get() ?? '';
  if (token) return <LinkPortal token={token} />;
  if (signedIn) return <AccountPortals />;
  return <Message text="portal.homeNone" />;
}

function Message({ text, alert = false }: { text: string; alert?: boolean }) {
  const { t } = useTranslation(['prescriptions', 'common']);
  return (
    <main className={classes.page}>
      <h1 className={classes.title}>{t('portal.homeTitle')}</h1>
      <p className={alert ? classes.error : classes.muted} role={alert ? 'alert' : undefined}>
        {t(text)}
      </p>
    </main>
  );
}

function LinkPortal({ token }: { token: string }) {
  const { t } = useTranslation(['prescriptions', 'common']);
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
    return <Message text={gone ? 'portal.notFound' : 'common:errors.NETWORK'} alert />;
  }
  return (
    <main className={classes.page}>
      <PortalView portal={portal.data} target={{ token }} live={connected} />
      <p className={classes.muted}>{t('portal.private')}</p>
    </main>
  );
}

function AccountPortals() {
  const token = useAuthToken();
  const portals = useMyPortals(true);
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: portalKeys.mine });
  const { connected } = useRealtime({ token, on: { 'portal:changed': refetch }, onResync: refetch });
  if (portals.isPending) return <PageLoader />;
  if (portals.isError) return <Message text="common:errors.NETWORK" alert />;
  if (portals.data.length === 0) return <Message text="portal.homeNone" />;
  return (
    <main className={classes.page}>
      {portals.data.map((portal) => (
        <PortalView
          key={portal.recordId}
          portal={portal}
          target={{ recordId: portal.recordId }}
          live={connected}
        />
      ))}
    </main>
  );
}
