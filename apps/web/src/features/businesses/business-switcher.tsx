import { Select } from '@mantine/core';
import { IconBuildingStore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../components/show-success';
import { type CurrentUser, useUpdateCurrentUser } from '../../lib/queries/current-user';

/**
 * For someone in several businesses (a locum in two practices, an owner of two shops): which one
 * they work in now. Switching makes it their active business; the shell and every staff screen follow.
 */
export function BusinessSwitcher({ user }: { user: CurrentUser }) {
  const { t } = useTranslation(['member', 'common']);
  const updateUser = useUpdateCurrentUser();
  if (user.memberships.length < 2) return null;
  return (
    <Select
      aria-label={t('team.switchBusiness')}
      size="xs"
      w={{ base: 130, sm: 200 }}
      leftSection={<IconBuildingStore size={16} aria-hidden="true" />}
      data={user.memberships.map((membership) => ({ value: membership.businessId, label: membership.name }))}
      value={user.company?.id ?? null}
      allowDeselect={false}
      disabled={updateUser.isPending}
      onChange={(businessId) => {
        const chosen = user.memberships.find((membership) => membership.businessId === businessId);
        if (!chosen || businessId === user.company?.id) return;
        updateUser.mutate(
          { activeBusinessId: chosen.businessId },
          { onSuccess: () => showSuccess(t('businesses.activated', { name: chosen.name })) },
        );
      }}
    />
  );
}
