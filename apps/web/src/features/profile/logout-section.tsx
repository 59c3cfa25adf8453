import { Button } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useSignOut } from '../../lib/queries/current-user';
import classes from './profile.module.css';
import { ProfileSection } from './profile-section';

/** Logout (spec §2): ends this session and goes to the home page. */
export function LogoutSection() {
  const { t } = useTranslation('common');
  const signOut = useSignOut();
  return (
    <ProfileSection title={t('profile.session.title')} text={t('profile.session.text')}>
      <div className={classes.actions}>
        <Button
          variant="light"
          color="red"
          leftSection={<IconLogout size={18} aria-hidden="true" />}
          // Stays busy: the page is left as the session ends.
          loading={signOut.isPending || signOut.isSuccess}
          onClick={() => signOut.mutate()}
        >
          {t('profile.session.logout')}
        </Button>
      </div>
    </ProfileSection>
  );
}
