import '../../components/form-styles';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../components/show-success';
import { useCurrentUser } from '../../lib/queries/current-user';
import { ChangePasswordForm } from './change-password-form';
import { LogoutSection } from './logout-section';
import { NotificationSetting } from './notification-setting';
import { PersonalDataForm } from './personal-data-form';
import classes from './profile.module.css';
import { ProfileSection } from './profile-section';
import { UpgradeAccountForm } from './upgrade-account-form';

/**
 * `/profile/profile_index` (alias `/user-profile`): personal data, password, notifications, logout.
 * A temporary account sees first that it will be deleted soon and how to keep it; it has no password
 * to change yet.
 */
export function ProfilePage() {
  const { t } = useTranslation('common');
  const { user } = useCurrentUser();
  // A new key gives an empty password form after a change.
  const [passwordFormKey, setPasswordFormKey] = useState(0);
  if (!user) return null; // RequireAuth renders this page only for a signed-in user.
  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`;

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <span className={classes.avatar} aria-hidden="true">
          {initials}
        </span>
        <div className={classes.identity}>
          <Title order={1} size="h2" className={classes.name}>
            {t('routes.profile')}
          </Title>
          <p className={classes.fullName}>{`${user.firstName} ${user.lastName}`}</p>
          {user.email && <p className={classes.email}>{user.email}</p>}
          {user.temporary && <span className={classes.badge}>{t('profile.temporaryBadge')}</span>}
        </div>
      </header>
      <Stack gap="lg">
        {user.temporary && <UpgradeAccountForm />}
        {/* Remounted when the language changes elsewhere (the top bar), so the form shows it. */}
        <PersonalDataForm key={user.language.id} user={user} />
        <NotificationSetting enabled={user.notificationsEnabled} />
        {!user.temporary && (
          <ProfileSection title={t('profile.password.title')} text={t('profile.password.text')}>
            <ChangePasswordForm
              key={passwordFormKey}
              email={user.email}
              onChanged={() => {
                setPasswordFormKey((key) => key + 1);
                showSuccess(t('profile.password.changed'), 8000);
              }}
            />
          </ProfileSection>
        )}
        <LogoutSection />
      </Stack>
    </div>
  );
}
