import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { UserMembership } from '@qtify/shared/schemas/auth-schemas';
import { IconDoorExit } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { useLeaveBusiness } from '../../lib/queries/members';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { roleLabel } from '../team/role-label';
import { ProfileSection } from './profile-section';

/**
 * The profile's list of the businesses one works in, with the role in each, and leaving one
 * (`DELETE …/membership`, after asking). An owner cannot leave: the business would have nobody to
 * run it, so they are pointed to handing it over on the team screen first.
 */
export function LeaveBusinessSection({ memberships }: { memberships: UserMembership[] }) {
  const { t } = useIndustryTranslation();
  const [leaving, setLeaving] = useState<UserMembership | null>(null);
  return (
    <ProfileSection title={t('team.leave.title')} text={t('team.leave.text')}>
      <Stack gap="xs" component="ul" m={0} p={0} style={{ listStyle: 'none' }}>
        {memberships.map((membership) => (
          <Paper component="li" withBorder radius="md" p="sm" key={membership.businessId}>
            <Group justify="space-between" wrap="wrap" gap="xs">
              <div>
                <Text fw={600}>{membership.name}</Text>
                <Text size="sm" c="dimmed">
                  {roleLabel(t, membership.role, membership.industry)}
                </Text>
              </div>
              {membership.role === 'owner' ? (
                <Text size="sm" c="dimmed" maw={320}>
                  {t('team.leave.ownerHint')}
                </Text>
              ) : (
                <Button
                  variant="subtle"
                  color="red"
                  leftSection={<IconDoorExit size={16} aria-hidden="true" />}
                  aria-label={t('team.leave.named', { name: membership.name })}
                  onClick={() => setLeaving(membership)}
                >
                  {t('team.leave.button')}
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {leaving && <LeaveDialog membership={leaving} onClose={() => setLeaving(null)} />}
    </ProfileSection>
  );
}

function LeaveDialog({ membership, onClose }: { membership: UserMembership; onClose: () => void }) {
  const { t } = useIndustryTranslation();
  const leave = useLeaveBusiness(membership.businessId);
  return (
    <ConfirmDialog
      opened
      title={t('team.leave.confirmTitle', { name: membership.name })}
      question={t('team.leave.question')}
      confirmLabel={t('team.leave.button')}
      titleClassName={classes.dialogTitle}
      context={membership.industry}
      onClose={onClose}
      onConfirm={async () => {
        await leave.mutateAsync();
        showSuccess(t('team.leave.done', { name: membership.name }));
        onClose();
      }}
    />
  );
}
