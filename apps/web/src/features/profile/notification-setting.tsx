import '@mantine/core/styles/InlineInput.layer.css';
import '@mantine/core/styles/Switch.layer.css';
import { Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { useUpdateCurrentUser } from '../../lib/queries/current-user';
import { ProfileSection } from './profile-section';

/** The notification opt-in (spec §4: on or off), saved as soon as it is switched. */
export function NotificationSetting({ enabled }: { enabled: boolean }) {
  const { t } = useTranslation('common');
  const updateUser = useUpdateCurrentUser();
  // The switch moves at once; if saving fails it moves back and says why.
  const [pending, setPending] = useState<boolean | null>(null);
  const [error, setError] = useState<string | null>(null);

  const toggle = async (next: boolean) => {
    setPending(next);
    setError(null);
    try {
      await updateUser.mutateAsync({ notificationsEnabled: next });
      showSuccess(next ? t('profile.notifications.enabled') : t('profile.notifications.disabled'));
    } catch (cause) {
      setError(errorText(t, cause));
    } finally {
      setPending(null);
    }
  };

  return (
    <ProfileSection title={t('profile.notifications.title')}>
      <Switch
        size="md"
        label={t('profile.notifications.label')}
        description={t('profile.notifications.description')}
        checked={pending ?? enabled}
        disabled={pending !== null}
        onChange={(event) => void toggle(event.currentTarget.checked)}
        error={error}
      />
    </ProfileSection>
  );
}
