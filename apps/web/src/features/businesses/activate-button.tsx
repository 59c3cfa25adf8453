import { Button, Text } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import type { Business } from '../../lib/queries/businesses';
import { useUpdateCurrentUser } from '../../lib/queries/current-user';

/**
 * "Work in this business": makes it the user's active one (`activeBusinessId`); staff work in one
 * business at a time, and the shell's name, wording and waiting room follow at once.
 */
export function ActivateButton({ business, variant }: { business: Business; variant: 'filled' | 'light' }) {
  const { t } = useTranslation('common');
  const updateUser = useUpdateCurrentUser();
  const activate = () =>
    updateUser.mutate(
      { activeBusinessId: business.id },
      { onSuccess: () => showSuccess(t('businesses.activated', { name: business.name })) },
    );
  return (
    <>
      <Button
        variant={variant}
        loading={updateUser.isPending}
        leftSection={<IconSwitchHorizontal size={18} aria-hidden="true" />}
        onClick={activate}
      >
        {t('businesses.makeActive')}
      </Button>
      {updateUser.error && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {errorText(t, updateUser.error)}
        </Text>
      )}
    </>
  );
}
