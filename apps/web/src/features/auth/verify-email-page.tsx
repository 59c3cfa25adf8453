import { Button, Loader } from '@mantine/core';
import { IconCircleCheck, IconLinkOff } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useVerifyEmail } from '../../lib/queries/current-user';
import { useAuthToken } from '../../lib/use-auth-token';
import { AuthCard } from './auth-card';

/**
 * `/verify-email?token=…` (the link of the sign-up mail): confirms the address at once, says so
 * and leads on, to the app when this device is signed in, else to the login. A used or expired
 * link says how to get a new one. Public: the link may be opened on any device.
 */
export function VerifyEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useAuthToken() !== null;
  const verify = useVerifyEmail();
  // One request per link, also when React runs the effect twice.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify.mutate(token);
  }, [token, verify]);

  const next = signedIn ? (
    <Button component={Link} to="/" size="md" fullWidth>
      {t('verify.continue')}
    </Button>
  ) : (
    <Button component={Link} to="/login" size="md" fullWidth>
      {t('verify.toLogin')}
    </Button>
  );

  if (verify.isSuccess) {
    return (
      <AuthCard
        icon={<IconCircleCheck size={26} />}
        title={t('verify.doneTitle')}
        intro={t('verify.doneText')}
        announce
      >
        {next}
      </AuthCard>
    );
  }

  const invalid = !token || (isApiError(verify.error) && verify.error.code === 'INVALID_TOKEN');
  if (invalid) {
    return (
      <AuthCard
        icon={<IconLinkOff size={26} />}
        tone="error"
        title={t('verify.invalidTitle')}
        intro={t('verify.invalidText')}
        announce
      >
        {next}
      </AuthCard>
    );
  }

  if (verify.isError) {
    return (
      <AuthCard title={t('verify.checkingTitle')}>
        <FormAlert message={errorText(t, verify.error)} />
        <Button size="md" fullWidth onClick={() => verify.mutate(token)} loading={verify.isPending}>
          {t('verify.retry')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('verify.checkingTitle')}>
      <Loader mx="auto" aria-hidden="true" />
    </AuthCard>
  );
}
