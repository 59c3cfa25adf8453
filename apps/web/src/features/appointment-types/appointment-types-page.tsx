import '../../components/staff-screen-styles';
import { Badge, Button, ColorSwatch, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useAppointmentTypes, useDeleteAppointmentType } from '../../lib/queries/appointment-types';
import { useCurrentUser } from '../../lib/queries/current-user';
import { MANAGE_DOCTORS_PATH, useDoctors } from '../../lib/queries/doctors';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { TypeFormDialog } from './type-form-dialog';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; typeId: string };

/**
 * `/bookingflow/manageAppointmentTypes` (alias `/ro23omasfdas/manage-appointment`): what patients
 * can book, how long it takes, its colour and who offers it. Needs at least one doctor first.
 */
export function AppointmentTypesPage() {
  const { t, i18n, context } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const doctors = useDoctors(businessId);
  const types = useAppointmentTypes(businessId);
  const deleteType = useDeleteAppointmentType(businessId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const current =
    dialog && dialog.kind !== 'add' ? types.data?.find((type) => type.id === dialog.typeId) : undefined;
  const loadError = doctors.error ?? types.error;
  const hasDoctors = (doctors.data?.length ?? 0) > 0;
  // Managers and the owner edit types (team-policy.ts); the others see them.
  const mayEdit = mayInActiveBusiness(user, 'types.write');
  const names = new Map((doctors.data ?? []).map((doctor) => [doctor.id, doctor.name]));
  const minutes = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' });

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('routes.manageAppointmentTypes')}
        intro={t('doctorsPage.typesIntro')}
        action={
          hasDoctors &&
          mayEdit && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'add' })}
            >
              {t('doctorsPage.typesAdd')}
            </Button>
          )
        }
      />

      {doctors.isPending || types.isPending ? (
        <PageLoader />
      ) : doctors.isError || types.isError ? (
        <FormAlert message={errorText(t, loadError, context)} />
      ) : (
        <Stack gap="md">
          {!hasDoctors && (
            <EmptyState
              title={t('doctorsPage.typesNeedDoctor')}
              text={t('doctorsPage.typesNeedDoctorText')}
              action={
                <Button
                  component={Link}
                  to={MANAGE_DOCTORS_PATH}
                  leftSection={<IconPlus size={18} aria-hidden="true" />}
                >
                  {t('doctorsPage.add')}
                </Button>
              }
            />
          )}
          {types.data.length === 0 ? (
            hasDoctors && (
              <EmptyState title={t('doctorsPage.typesEmpty')} text={t('doctorsPage.typesEmptyText')} />
            )
          ) : (
            <ul className={classes.list}>
              {types.data.map((type) => (
                <li key={type.id}>
                  <Paper withBorder radius="lg" p="md" className={classes.card}>
                    <div className={classes.cardHead}>
                      <div className={classes.cardName}>
                        {/* The dot beside the title's first line, never alone above a long title. */}
                        <Group gap="xs" wrap="nowrap" align="flex-start" miw={0}>
                          <ColorSwatch color={type.color} size={14} mt={5} aria-hidden="true" />
                          <Title order={2} fz="lg" lh={1.3} className={classes.title}>
                            {type.title}
                          </Title>
                        </Group>
                        <Badge variant="light" size="lg" tt="none" maw="100%">
                          {minutes.format(type.durationMinutes)}
                        </Badge>
                      </div>
                      {mayEdit && (
                        <EditDeleteActions
                          onEdit={() => setDialog({ kind: 'edit', typeId: type.id })}
                          onDelete={() => setDialog({ kind: 'delete', typeId: type.id })}
                        />
                      )}
                    </div>
                    {type.description && (
                      <Text size="sm" c="dimmed">
                        {type.description}
                      </Text>
                    )}
                    <div>
                      <h3 className={classes.subTitle}>{t('doctorsPage.typesDoctorsLabel')}</h3>
                      <Text size="sm">
                        {type.doctorIds.length === 0
                          ? t('appointmentTypes.nobody')
                          : type.doctorIds.map((id) => names.get(id) ?? '?').join(', ')}
                      </Text>
                    </div>
                  </Paper>
                </li>
              ))}
            </ul>
          )}
        </Stack>
      )}

      {dialog?.kind === 'add' && hasDoctors && (
        <TypeFormDialog businessId={businessId} type={null} doctors={doctors.data ?? []} onClose={close} />
      )}
      {dialog?.kind === 'edit' && current && (
        <TypeFormDialog businessId={businessId} type={current} doctors={doctors.data ?? []} onClose={close} />
      )}
      <ConfirmDialog
        titleClassName={classes.dialogTitle}
        opened={dialog?.kind === 'delete' && current !== undefined}
        title={t('appointmentTypes.deleteTitle', { title: current?.title ?? '' })}
        question={t('doctorsPage.typesDeleteQuestion')}
        confirmLabel={t('actions.deleteConfirm')}
        onClose={close}
        onConfirm={async () => {
          if (!current) return;
          await deleteType.mutateAsync(current.id);
          showSuccess(t('doctorsPage.typesDeleted', { title: current.title }));
          close();
        }}
      />
    </div>
  );
}
