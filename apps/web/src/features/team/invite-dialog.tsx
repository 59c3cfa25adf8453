import { Select, Stack, TextInput } from '@mantine/core';
import type { BusinessRole, InvitableRole } from '@qtify/shared/domain/business-roles';
import { ZInvitationBody } from '@qtify/shared/schemas/team-schemas';
import { DialogActions } from '../../components/dialog-actions';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { StaffDialog } from '../../components/staff-dialog';
import type { Doctor } from '../../lib/queries/doctors';
import { useInvite } from '../../lib/queries/invitations';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { useSchemaForm } from '../../lib/use-schema-form';
import { roleLabel } from './role-label';

interface InviteDialogProps {
  businessId: string;
  /** The roles the inviter may give (below their own). */
  roles: InvitableRole[];
  doctors: Doctor[];
  onClose: () => void;
}

/** Invite by e-mail with a role and, for a practitioner, the calendar they work in. */
export function InviteDialog({ businessId, roles, doctors, onClose }: InviteDialogProps) {
  const { t, context } = useIndustryTranslation();
  const invite = useInvite(businessId);
  const form = useSchemaForm({
    initialValues: {
      email: '',
      role: (roles.includes('reception') ? 'reception' : roles[0]) as string,
      doctorId: '',
    },
    schema: ZInvitationBody,
    toBody: (values) => ({
      email: values.email.trim(),
      role: values.role,
      doctorId: values.doctorId || null,
    }),
  });
  const submit = form.onSubmit(async (body) => {
    const sent = await invite.mutateAsync(body);
    showSuccess(t('team.invite.sent', { email: sent.email }));
    onClose();
  });
  const roleOptions = roles.map((role) => ({
    value: role,
    label: roleLabel(t, role as BusinessRole, context),
  }));
  return (
    <StaffDialog title={t('team.invite.title')} onClose={onClose}>
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput
            label={t('team.invite.email')}
            type="email"
            autoComplete="off"
            required
            data-autofocus
            {...form.getInputProps('email')}
          />
          <Select
            label={t('team.role')}
            data={roleOptions}
            allowDeselect={false}
            description={t(`team.roleHints.${form.values.role}`, { context })}
            {...form.getInputProps('role')}
          />
          {doctors.length > 0 && (
            <Select
              label={t('team.doctor')}
              description={t('team.doctorHint', { context })}
              placeholder={t('team.noDoctor')}
              data={doctors.map((doctor) => ({ value: doctor.id, label: doctor.name }))}
              clearable
              {...form.getInputProps('doctorId')}
            />
          )}
          <DialogActions
            onCancel={onClose}
            cancelLabel={t('businesses.cancel')}
            confirm={{ label: t('team.invite.send'), loading: form.submitting }}
          />
        </Stack>
      </form>
    </StaffDialog>
  );
}
