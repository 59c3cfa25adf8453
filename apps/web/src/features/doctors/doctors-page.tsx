import '../../components/staff-screen-styles';
import { Badge, Button, Paper, Text, Title } from '@mantine/core';
import { IconCalendarOff, IconClock, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { EditDeleteActions } from '../../components/edit-delete-actions';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useIndustry } from '../../lib/industry-context';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type Doctor, useDeleteDoctor, useDoctors } from '../../lib/queries/doctors';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { AbsencesDialog } from './absences-dialog';
import { DoctorFormDialog } from './doctor-form-dialog';
import { formatDate, formatRunDays, localIsoDate, splitAbsences, summarizeWeek } from './schedule-format';
import { WeekEditorDialog } from './week-editor-dialog';

type Dialog = { kind: 'add' } | { kind: 'edit' | 'week' | 'absences' | 'delete'; doctorId: string };

/**
 * `/bookingflow/manageDoctors` (alias `/ro23omasfdas/managedocter`): the active business's doctors
 * (tables in a restaurant) with their week and absences; add, edit, delete after asking.
 */
export function DoctorsPage() {
  const { t, context } = useIndustryTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const doctors = useDoctors(businessId);
  // What the role may do here (team-policy.ts); the server refuses the rest all the same.
  const may = {
    edit: mayInActiveBusiness(user, 'doctors.write'),
    hours: mayInActiveBusiness(user, 'hours.write'),
    absences: mayInActiveBusiness(user, 'absences.write'),
  };
  const deleteDoctor = useDeleteDoctor(businessId);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const current =
    dialog && dialog.kind !== 'add' ? doctors.data?.find((d) => d.id === dialog.doctorId) : undefined;

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('routes.manageDoctors')}
        intro={t('doctorsPage.intro')}
        action={
          may.edit &&
          (doctors.data?.length ?? 0) > 0 && (
            <Button
              leftSection={<IconPlus size={18} aria-hidden="true" />}
              onClick={() => setDialog({ kind: 'add' })}
            >
              {t('doctorsPage.add')}
            </Button>
          )
        }
      />

      {doctors.isPending ? (
        <PageLoader />
      ) : doctors.isError ? (
        <FormAlert message={errorText(t, doctors.error, context)} />
      ) : doctors.data.length === 0 ? (
        <EmptyState
          title={t('doctorsPage.empty')}
          text={t('doctorsPage.emptyText')}
          action={
            may.edit && (
              <Button
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={() => setDialog({ kind: 'add' })}
              >
                {t('doctorsPage.add')}
              </Button>
            )
          }
        />
      ) : (
        <ul className={classes.list}>
          {doctors.data.map((doctor) => (
            <DoctorCard
              key={doctor.id}
              doctor={doctor}
              may={may}
              onOpen={(kind) => setDialog({ kind, doctorId: doctor.id })}
            />
          ))}
        </ul>
      )}

      {dialog?.kind === 'add' && <DoctorFormDialog businessId={businessId} doctor={null} onClose={close} />}
      {dialog?.kind === 'edit' && current && (
        <DoctorFormDialog businessId={businessId} doctor={current} onClose={close} />
      )}
      {dialog?.kind === 'week' && current && (
        <WeekEditorDialog businessId={businessId} doctor={current} onClose={close} />
      )}
      {dialog?.kind === 'absences' && current && (
        <AbsencesDialog businessId={businessId} doctor={current} onClose={close} />
      )}
      <ConfirmDialog
        titleClassName={classes.dialogTitle}
        opened={dialog?.kind === 'delete' && current !== undefined}
        title={t('doctorsPage.deleteTitle', { name: current?.name ?? '' })}
        question={t('doctorsPage.deleteQuestion')}
        confirmLabel={t('actions.deleteConfirm')}
        onClose={close}
        errorValues={{ name: current?.name ?? '' }}
        onConfirm={async () => {
          if (!current) return;
          await deleteDoctor.mutateAsync(current.id);
          showSuccess(t('doctorsPage.deleted', { name: current.name }));
          close();
        }}
      />
    </div>
  );
}

function DoctorCard({
  doctor,
  may,
  onOpen,
}: {
  doctor: Doctor;
  may: { edit: boolean; hours: boolean; absences: boolean };
  onOpen: (kind: 'edit' | 'week' | 'absences' | 'delete') => void;
}) {
  const { t, i18n } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const industry = useIndustry();
  const runs = summarizeWeek(doctor.workingTimes);
  const { upcoming } = splitAbsences(doctor.absences, localIsoDate(new Date()));
  const detail =
    industry === 'restaurant' ? (doctor.partySize ? `PAX ${doctor.partySize}` : null) : doctor.specialty;
  return (
    <li>
      <Paper withBorder radius="lg" p="md" className={classes.card}>
        <div className={classes.cardHead}>
          <div className={classes.cardName}>
            <Title order={2} fz="lg" lh={1.3} className={classes.title}>
              {doctor.name}
            </Title>
            {detail && (
              <Badge variant="light" size="lg" tt="none" maw="100%">
                {detail}
              </Badge>
            )}
          </div>
          {may.edit && <EditDeleteActions onEdit={() => onOpen('edit')} onDelete={() => onOpen('delete')} />}
        </div>
        <div className={classes.cardBody}>
          <div>
            <h3 className={classes.subTitle}>{t('doctorsPage.weekLabel')}</h3>
            {runs.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('doctorsPage.weekNone')}
              </Text>
            ) : (
              <dl className={classes.summary}>
                {runs.map((run) => (
                  <div key={run.from} className={classes.summaryRow}>
                    <dt>{formatRunDays(run, language)}</dt>
                    <dd>{run.ranges.join(', ')}</dd>
                  </div>
                ))}
              </dl>
            )}
          </div>
          <div>
            <h3 className={classes.subTitle}>{t('doctorsPage.absencesLabel')}</h3>
            <Text size="sm" c={upcoming[0] ? undefined : 'dimmed'}>
              {upcoming[0]
                ? t('absences.next', {
                    date:
                      upcoming[0].to !== upcoming[0].from
                        ? t('absences.range', {
                            from: formatDate(upcoming[0].from, language),
                            to: formatDate(upcoming[0].to, language),
                          })
                        : formatDate(upcoming[0].from, language),
                  })
                : t('doctorsPage.absencesNone')}
            </Text>
          </div>
        </div>
        {(may.hours || may.absences) && (
          <div className={classes.cardFooter}>
            {may.hours && (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconClock size={16} aria-hidden="true" />}
                onClick={() => onOpen('week')}
              >
                {t('doctorsPage.weekEdit')}
              </Button>
            )}
            {may.absences && (
              <Button
                variant="light"
                size="sm"
                leftSection={<IconCalendarOff size={16} aria-hidden="true" />}
                onClick={() => onOpen('absences')}
              >
                {t('doctorsPage.absencesLabel')}
              </Button>
            )}
          </div>
        )}
      </Paper>
    </li>
  );
}
