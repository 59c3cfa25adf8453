import { Alert, Button } from '@mantine/core';
import { IconMailExclamation } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../lib/error-text';
import { useIndustry } from '../../lib/industry-context';
import { type CurrentUser, useResendVerificationMail } from '../../lib/queries/current-user';
import classes from './verify-email-banner.module.css';

/**
 * Above every signed-in page until the account's address is confirmed: what to do, why it matters
 * (patients cannot book or register online before), and "send again". Guests have no address.
 * Its texts load only for the few who see it.
 */
export function VerifyEmailBanner({ user }: { user: CurrentUser }) {
  if (user.temporary || user.emailVerified || !user.email) return null;
  return (
    <Suspense fallback={null}>
      <Banner email={user.email} />
    </Suspense>
  );
}

function Banner({ email }: { email: string }) {
  const { t } = useTranslation('account');
  const industry = useIndustry();
  const resend = useResendVerificationMail();
  // A 429 says how long to wait ("in 45 seconds"), in the page's language.
  const failureText = resend.error ? errorText(t, resend.error) : null;
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconMailExclamation size={20} aria-hidden="true" />}
      className={classes.banner}
    >
      <div className={classes.body}>
        <p className={classes.text}>
          {t('banner.text', { email })} {t('banner.note', { context: industry })}
        </p>
        <Button
          size="xs"
          variant="default"
          onClick={() => resend.mutate()}
          loading={resend.isPending}
          disabled={resend.isSuccess}
          className={classes.action}
        >
          {t('banner.resend')}
        </Button>
      </div>
      <p role="status" className={classes.status}>
        {resend.isSuccess ? t('banner.sent') : failureText}
      </p>
    </Alert>
  );
}
