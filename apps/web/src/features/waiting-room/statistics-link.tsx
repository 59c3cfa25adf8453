import { Button } from '@mantine/core';
import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/queries/current-user';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

/** The waiting room's way to its statistics, for those who may see them (team-policy.ts `queue.stats`). */
export function StatisticsLink() {
  const { t } = useWaitingRoomTranslation();
  const { user } = useCurrentUser();
  if (!mayInActiveBusiness(user, 'queue.stats')) return null;
  return (
    <Button
      component={Link}
      to={canonicalPath('waitStatistics')}
      variant="default"
      leftSection={<IconChartBar size={18} aria-hidden="true" />}
    >
      {t('stats.button')}
    </Button>
  );
}
