import { Button, Loader, Stack, Text } from '@mantine/core';
import type { BusinessRole } from '@qtify/shared/domain/business-roles';
import { IconLinkOff, IconUsersGroup } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { useAcceptInvitation, useInvitationPreview } from '../../lib/queries/invitations';
import { useAuthToken } from '../../lib/use-auth-token';
import { AuthCard } from './auth-card';

/**
 * `/invitation?token=…` (the link of an invitation mail): shows which business invites as what;
 * signed out, leads to sign-up or login and back here; signed in, joins with one click and lands
 * on the start page. A used, expired or revoked link says so.
 */
export function InvitationPage() {
  const { t } = useTranslation(['account', 'member', 'common']);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useAuthToken() !== null;
  const preview = useInvitationPreview(token);
  const accept = useAcceptInvitation(token);
  const navigate = useNavigate();
  const back = encodeURIComponent(`/invitation?token=${token}`);

  const invalid =
    !token ||
    (isApiError(preview.error) && preview.error.code === 'INVALID_TOKEN') ||
    (isApiError(accept.error) && accept.error.code === 'INVALID_TOKEN');
  if (invalid) {
    return (
      <AuthCard
        icon={<IconLinkOff size={26} />}
        tone="error"
        title={t('invitation.invalidTitle')}
        intro={t('invitation.invalidText')}
        announce
      >
        <Button component={Link} to="/" size="md" fullWidth variant="default">
          {t('invitation.home')}
        </Button>
      </AuthCard>
    );
  }
  if (preview.isPending) {
    return (
      <AuthCard title={t('invitation.loading')}>
        <Loader mx="auto" aria-hidden="true" />
      </AuthCard>
    );
  }
  if (preview.isError) {
    return (
      <AuthCard title={t('invitation.title')}>
        <FormAlert message={errorText(t, preview.error)} />
      </AuthCard>
    );
  }

  const { businessName, industry, role, email } = preview.data;
  const roleName = t(`member:businesses.roles.${role as BusinessRole}`, { context: industry });
  return (
    <AuthCard
      icon={<IconUsersGroup size={26} />}
      title={t('invitation.title')}
      intro={t('invitation.intro', { businessName, role: roleName })}
    >
      <Stack gap="md">
        <Text size="sm" c="dimmed" ta="center">
          {t('invitation.sentTo', { email })}
        </Text>
        <FormAlert message={accept.error ? errorText(t, accept.error) : null} />
        {signedIn ? (
          <Button
            size="md"
            fullWidth
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(undefined, { onSuccess: () => void navigate('/startpage', { replace: true }) })
            }
          >
            {t('invitation.accept')}
          </Button>
        ) : (
          <>
            <Button component={Link} to={`/signup?redirect=${back}`} size="md" fullWidth>
              {t('invitation.signUp')}
            </Button>
            <Button component={Link} to={`/login?redirect=${back}`} size="md" fullWidth variant="default">
              {t('invitation.logIn')}
            </Button>
          </>
        )}
      </Stack>
    </AuthCard>
  );
}
