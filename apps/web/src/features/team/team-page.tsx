import '../../components/staff-screen-styles';
import { Badge, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { type BusinessRole, INVITABLE_ROLES, type InvitableRole } from '@qtify/shared/domain/business-roles';
import { canManageRole } from '@qtify/shared/domain/team-policy';
import { IconCrown, IconLock, IconMailForward, IconTrash, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useDoctors } from '../../lib/queries/doctors';
import { type Invitation, useInvitations, useRevokeInvitation } from '../../lib/queries/invitations';
import {
  type Member,
  useChangeMember,
  useMembers,
  useRemoveMember,
  useTransferOwnership,
} from '../../lib/queries/members';
import { activeRole, mayInActiveBusiness } from '../../lib/use-active-role';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { formatDay, formatWhen } from './format-when';
import { InviteDialog } from './invite-dialog';
import { roleLabel } from './role-label';
import team from './team-page.module.css';

type Dialog =
  | { kind: 'invite' }
  | { kind: 'remove'; member: Member }
  | { kind: 'transfer'; member: Member }
  | { kind: 'revoke'; invitation: Invitation };

/**
 * `/team`: the members of the active business with role, linked calendar and last activity;
 * invite, change a role, remove after asking; pending invitations with revoke. Owners and
 * managers only (team-policy.ts); anyone else reaching the address is told so.
 */
export function TeamPage() {
  const { t, i18n, context } = useIndustryTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const myRole = activeRole(user);
  const allowed = mayInActiveBusiness(user, 'members.read');
  const members = useMembers(allowed ? businessId : undefined);
  const invitations = useInvitations(allowed ? businessId : undefined);
  const doctors = useDoctors(allowed ? businessId : undefined);
  const changeMember = useChangeMember(businessId);
  const removeMember = useRemoveMember(businessId);
  const transfer = useTransferOwnership(businessId);
  const revoke = useRevokeInvitation(businessId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const language = i18n.resolvedLanguage ?? i18n.language;

  if (!allowed || !myRole) {
    return (
      <div className={classes.page}>
        <PageHeader title={t('routes.team')} />
        <EmptyState
          title={t('team.forbidden.title')}
          text={t('team.forbidden.text')}
          action={<IconLock aria-hidden="true" />}
        />
      </div>
    );
  }
  const assignable = INVITABLE_ROLES.filter((role) => canManageRole(myRole, role)) as InvitableRole[];
  const doctorName = (doctorId: string | null) =>
    doctors.data?.find((doctor) => doctor.id === doctorId)?.name;
  const fullName = (member: Member) => `${member.firstName} ${member.lastName}`.trim();

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('routes.team')}
        intro={t('team.intro', { context })}
        action={
          assignable.length > 0 && (
            <Button
              leftSection={<IconUserPlus size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'invite' })}
            >
              {t('team.invite.button')}
            </Button>
          )
        }
      />

      {members.isPending ? (
        <PageLoader />
      ) : members.isError ? (
        <FormAlert message={errorText(t, members.error, context)} />
      ) : (
        <section aria-labelledby="team-members">
          <Title order={2} size="h4" id="team-members" mb="sm">
            {t('team.members', { count: members.data.length })}
          </Title>
          <Stack gap="sm" component="ul" className={team.list}>
            {members.data.map((member) => {
              const self = member.userId === user?.id;
              const manageable = !self && canManageRole(myRole, member.role);
              const doctor = doctorName(member.doctorId);
              return (
                <Paper component="li" withBorder radius="lg" p="md" key={member.userId} className={team.row}>
                  <div className={team.who}>
                    <Group gap="xs" wrap="wrap">
                      <Text fw={700}>{fullName(member)}</Text>
                      {self && (
                        <Badge variant="outline" size="sm">
                          {t('team.you')}
                        </Badge>
                      )}
                    </Group>
                    {member.email && (
                      <Text size="sm" c="dimmed" className={team.email}>
                        {member.email}
                      </Text>
                    )}
                    <Text size="sm" c="dimmed">
                      {doctor ? `${t('team.doctor')}: ${doctor} · ` : ''}
                      {member.lastActiveAt
                        ? t('team.lastActive', { when: formatWhen(member.lastActiveAt, language) })
                        : t('team.neverActive')}
                    </Text>
                  </div>
                  <Group gap="sm" className={team.actions} wrap="nowrap">
                    {manageable ? (
                      <Select
                        aria-label={t('team.roleOf', { name: fullName(member) })}
                        data={assignable.map((role) => ({ value: role, label: roleLabel(t, role, context) }))}
                        value={member.role}
                        allowDeselect={false}
                        w={190}
                        onChange={(role) =>
                          role &&
                          changeMember.mutate(
                            { userId: member.userId, changes: { role: role as InvitableRole } },
                            {
                              onSuccess: () => showSuccess(t('team.roleChanged', { name: fullName(member) })),
                            },
                          )
                        }
                      />
                    ) : (
                      <Badge size="lg" variant={member.role === 'owner' ? 'filled' : 'light'}>
                        {roleLabel(t, member.role as BusinessRole, context)}
                      </Badge>
                    )}
                    {myRole === 'owner' && !self && (
                      <Button
                        variant="subtle"
                        leftSection={<IconCrown size={16} aria-hidden="true" />}
                        aria-label={t('team.transfer.named', { name: fullName(member) })}
                        onClick={() => setDialog({ kind: 'transfer', member })}
                      >
                        {t('team.transfer.button')}
                      </Button>
                    )}
                    {manageable && (
                      <Button
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={16} aria-hidden="true" />}
                        aria-label={t('team.removeNamed', { name: fullName(member) })}
                        onClick={() => setDialog({ kind: 'remove', member })}
                      >
                        {t('team.remove')}
                      </Button>
                    )}
                  </Group>
                </Paper>
              );
            })}
          </Stack>
          {changeMember.error && <FormAlert message={errorText(t, changeMember.error, context)} />}
        </section>
      )}

      <section aria-labelledby="team-invitations" className={team.section}>
        <Title order={2} size="h4" id="team-invitations" mb="sm">
          {t('team.pending.title')}
        </Title>
        {invitations.data && invitations.data.length > 0 ? (
          <Stack gap="sm" component="ul" className={team.list}>
            {invitations.data.map((invitation) => (
              <Paper component="li" withBorder radius="lg" p="md" key={invitation.id} className={team.row}>
                <div className={team.who}>
                  <Group gap="xs">
                    <IconMailForward size={18} aria-hidden="true" />
                    <Text fw={600} className={team.email}>
                      {invitation.email}
                    </Text>
                  </Group>
                  <Text size="sm" c="dimmed">
                    {roleLabel(t, invitation.role, context)} ·{' '}
                    {t('team.pending.expires', { date: formatDay(invitation.expiresAt, language) })}
                  </Text>
                </div>
                <Button variant="default" onClick={() => setDialog({ kind: 'revoke', invitation })}>
                  {t('team.pending.revoke')}
                </Button>
              </Paper>
            ))}
          </Stack>
        ) : (
          <Text c="dimmed">{t('team.pending.none')}</Text>
        )}
      </section>

      {dialog?.kind === 'invite' && (
        <InviteDialog
          businessId={businessId}
          roles={assignable}
          doctors={doctors.data ?? []}
          onClose={close}
        />
      )}
      <ConfirmDialog
        opened={dialog?.kind === 'remove'}
        title={dialog?.kind === 'remove' ? t('team.removeTitle', { name: fullName(dialog.member) }) : ''}
        question={t('team.removeQuestion')}
        confirmLabel={t('team.remove')}
        titleClassName={classes.dialogTitle}
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'remove') return;
          await removeMember.mutateAsync(dialog.member.userId);
          showSuccess(t('team.removed', { name: fullName(dialog.member) }));
          close();
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'transfer'}
        title={dialog?.kind === 'transfer' ? t('team.transfer.title', { name: fullName(dialog.member) }) : ''}
        question={t('team.transfer.question')}
        confirmLabel={t('team.transfer.confirm')}
        titleClassName={classes.dialogTitle}
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'transfer') return;
          await transfer.mutateAsync(dialog.member.userId);
          showSuccess(t('team.transfer.done', { name: fullName(dialog.member) }));
          close();
        }}
      />
      <ConfirmDialog
        opened={dialog?.kind === 'revoke'}
        title={
          dialog?.kind === 'revoke' ? t('team.pending.revokeTitle', { email: dialog.invitation.email }) : ''
        }
        question={t('team.pending.revokeQuestion')}
        confirmLabel={t('team.pending.revoke')}
        titleClassName={classes.dialogTitle}
        onClose={close}
        onConfirm={async () => {
          if (dialog?.kind !== 'revoke') return;
          await revoke.mutateAsync(dialog.invitation.id);
          showSuccess(t('team.pending.revoked'));
          close();
        }}
      />
    </div>
  );
}
