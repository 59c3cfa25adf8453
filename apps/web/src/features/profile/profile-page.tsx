import '../../components/form-styles';
import '@mantine/core/styles/Avatar.layer.css';
import '@mantine/core/styles/Badge.layer.css';
import { Avatar, Badge, Group, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../components/show-success';
import { useCurrentUser } from '../../lib/queries/current-user';
import { ChangePasswordForm } from './change-password-form';
import { LeaveBusinessSection } from './leave-business-section';
import { LogoutSection } from './logout-section';
import { MyDataSection } from './my-data-section';
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
      <Group component="header" gap="md" wrap="nowrap" mb="lg">
        <Avatar size={56} radius="xl" variant="light" color="brand" aria-hidden="true">
          {initials}
        </Avatar>
        <div className={classes.identity}>
          <Title order={1} size="h2">
            {t('routes.profile')}
          </Title>
          <Text fw={600} mt={2}>{`${user.firstName} ${user.lastName}`}</Text>
          {user.email && (
            <Text size="sm" c="dimmed">
              {user.email}
            </Text>
          )}
          {/* Dark text: orange on light orange misses WCAG contrast. */}
          {user.temporary && (
            <Badge color="orange" variant="light" c="var(--mantine-color-text)" mt={6}>
              {t('profile.temporaryBadge')}
            </Badge>
          )}
        </div>
      </Group>
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
        <MyDataSection />
        {user.memberships.length > 0 && <LeaveBusinessSection memberships={user.memberships} />}
        <LogoutSection />
      </Stack>
    </div>
  );
}
