import '../doctors/doctor-styles';
import {
  Badge,
  Button,
  Checkbox,
  Modal,
  Paper,
  Stack,
  Text,
  Textarea,
  TextInput,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { AppointmentType } from '@qtify/shared/schemas/appointment-type-schemas';
import { ZAppointmentTypeBody } from '@qtify/shared/schemas/appointment-type-schemas';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { apiFormErrors } from '../../components/api-form-errors';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import { useFormState } from '../../components/use-form-state';
import { validateForm } from '../../components/validate-form';
import { apiClient } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { businessPath } from '../../lib/business-query';
import { appointmentTypesKey, type Doctor, MANAGE_DOCTORS_PATH, useDoctors } from '../../lib/doctors-query';
import { useCurrentUser } from '../../lib/use-current-user';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
// The doctors screen's layout classes: one stylesheet for both staff screens.
import classes from '../doctors/doctors.module.css';

const COLORS = ['#4caf50', '#2196f3', '#9c27b0', '#ffc107', '#f44336', '#009688', '#ff7043', '#607d8b'];

const typesPath = (businessId: string) => `${businessPath(businessId)}/appointment-types`;

function useAppointmentTypes(businessId: string) {
  return useQuery({
    queryKey: appointmentTypesKey(businessId),
    queryFn: async ({ signal }) =>
      (await apiClient.get<{ appointmentTypes: AppointmentType[] }>(typesPath(businessId), { signal }))
        .appointmentTypes,
    enabled: Boolean(businessId),
  });
}

async function refresh(queryClient: QueryClient, businessId: string) {
  await queryClient.invalidateQueries({ queryKey: appointmentTypesKey(businessId) });
}

type Dialog = { kind: 'add' } | { kind: 'edit' | 'delete'; typeId: string };

/**
 * `/bookingflow/manageAppointmentTypes` (alias `/ro23omasfdas/manage-appointment`): what patients
 * can book, how long it takes, its colour and who offers it. Needs at least one doctor first.
 */
export function AppointmentTypesPage() {
  const { t, i18n } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const doctors = useDoctors(businessId);
  const types = useAppointmentTypes(businessId);
  const queryClient = useQueryClient();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  const current =
    dialog && dialog.kind !== 'add' ? types.data?.find((type) => type.id === dialog.typeId) : undefined;
  const loadError = doctors.error ?? types.error;
  const hasDoctors = (doctors.data?.length ?? 0) > 0;
  const names = new Map((doctors.data ?? []).map((doctor) => [doctor.id, doctor.name]));
  const minutes = new Intl.NumberFormat(language, { style: 'unit', unit: 'minute', unitDisplay: 'short' });

  return (
    <div className={classes.page}>
      <header className={classes.header}>
        <div className={classes.headerText}>
          <Title order={1} size="h2" className={classes.title}>
            {t('routes.manageAppointmentTypes')}
          </Title>
          <p className={classes.intro}>{t('appointmentTypes.intro')}</p>
        </div>
        {hasDoctors && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            onClick={() => setDialog({ kind: 'add' })}
          >
            {t('doctorsPage.typesAdd')}
          </Button>
        )}
      </header>

      {doctors.isPending || types.isPending ? (
        <PageLoader />
      ) : doctors.isError || types.isError ? (
        <FormAlert
          message={t(loadError && isApiError(loadError) ? loadError.messageKey : 'errors.INTERNAL')}
        />
      ) : (
        <Stack gap="md">
          {!hasDoctors && (
            <Paper withBorder radius="lg" p="xl" className={classes.empty}>
              <Text fw={700}>{t('doctorsPage.typesNeedDoctor')}</Text>
              <Text c="dimmed" size="sm" maw="32rem">
                {t('doctorsPage.typesNeedDoctorText')}
              </Text>
              <Button
                component={Link}
                to={MANAGE_DOCTORS_PATH}
                leftSection={<IconPlus size={18} aria-hidden="true" />}
              >
                {t('doctorsPage.add')}
              </Button>
            </Paper>
          )}
          {types.data.length === 0 ? (
            hasDoctors && (
              <Paper withBorder radius="lg" p="xl" className={classes.empty}>
                <Text fw={700}>{t('doctorsPage.typesEmpty')}</Text>
                <Text c="dimmed" size="sm" maw="32rem">
                  {t('appointmentTypes.emptyText')}
                </Text>
              </Paper>
            )
          ) : (
            <ul className={classes.list}>
              {types.data.map((type) => (
                <li key={type.id}>
                  <Paper withBorder radius="lg" p="md" className={classes.card}>
                    <div className={classes.cardHead}>
                      <div className={classes.cardName}>
                        <span className={classes.dot} style={{ background: type.color }} aria-hidden="true" />
                        <h2 className={classes.name}>{type.title}</h2>
                        <Badge variant="light" size="lg" className={classes.detail}>
                          {minutes.format(type.durationMinutes)}
                        </Badge>
                      </div>
                      <div className={classes.cardActions}>
                        <Button
                          variant="subtle"
                          size="compact-sm"
                          leftSection={<IconPencil size={16} aria-hidden="true" />}
                          onClick={() => setDialog({ kind: 'edit', typeId: type.id })}
                        >
                          {t('actions.edit')}
                        </Button>
                        <Button
                          variant="subtle"
                          color="red"
                          size="compact-sm"
                          leftSection={<IconTrash size={16} aria-hidden="true" />}
                          onClick={() => setDialog({ kind: 'delete', typeId: type.id })}
                        >
                          {t('actions.delete')}
                        </Button>
                      </div>
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
          await apiClient.delete(`${typesPath(businessId)}/${encodeURIComponent(current.id)}`);
          await refresh(queryClient, businessId);
          showSuccess(t('appointmentTypes.deleted', { title: current.title }));
          close();
        }}
      />
    </div>
  );
}

const FIELDS = ['title', 'description', 'durationMinutes', 'color', 'doctorIds'] as const;

function TypeFormDialog({
  businessId,
  type,
  doctors,
  onClose,
}: {
  businessId: string;
  type: AppointmentType | null;
  doctors: Doctor[];
  onClose: () => void;
}) {
  const { t } = useIndustryTranslation();
  const queryClient = useQueryClient();
  const phone = useMediaQuery('(max-width: 48em)');
  const form = useFormState({
    title: type?.title ?? '',
    description: type?.description ?? '',
    durationMinutes: String(type?.durationMinutes ?? 30),
    color: type?.color ?? COLORS[0]!,
  });
  const [doctorIds, setDoctorIds] = useState<string[]>(
    type ? type.doctorIds : doctors.length === 1 ? [doctors[0]!.id] : [],
  );
  const [doctorsError, setDoctorsError] = useState<string | null>(null);

  const submit = form.onSubmit(async (values) => {
    setDoctorsError(null);
    const body = {
      title: values.title.trim(),
      description: values.description.trim() || undefined,
      durationMinutes: Number(values.durationMinutes || Number.NaN),
      color: values.color.trim(),
      doctorIds,
    };
    const invalid = validateForm<string>(ZAppointmentTypeBody, body);
    if (invalid) return invalid;
    try {
      if (type) await apiClient.patch(`${typesPath(businessId)}/${encodeURIComponent(type.id)}`, body);
      else await apiClient.post(typesPath(businessId), body);
      await refresh(queryClient, businessId);
      showSuccess(t(type ? 'appointmentTypes.saved' : 'appointmentTypes.added', { title: body.title }));
      onClose();
      return null;
    } catch (error) {
      if (isApiError(error) && (error.code === 'UNKNOWN_DOCTOR' || error.fields.doctorIds)) {
        setDoctorsError(t(error.code === 'UNKNOWN_DOCTOR' ? 'errors.UNKNOWN_DOCTOR' : 'validation.invalid'));
        return null;
      }
      return apiFormErrors<(typeof FIELDS)[number]>(error, { fields: FIELDS });
    }
  });

  const colorError = form.fieldError('color');
  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('absences.close') }}
      opened
      onClose={onClose}
      title={type ? t('appointmentTypes.editTitle', { title: type.title }) : t('doctorsPage.typesAddTitle')}
      size="36rem"
      radius="lg"
      fullScreen={phone}
      classNames={{ title: classes.dialogTitle }}
    >
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={form.formError} />
          <TextInput
            {...form.field('title')}
            label={t('appointmentTypes.titleLabel')}
            placeholder={t('appointmentTypes.titlePlaceholder')}
            required
            maxLength={100}
            data-autofocus
          />
          <Textarea
            name="description"
            value={form.values.description}
            onChange={(event) => form.setValue('description', event.currentTarget.value)}
            error={form.fieldError('description')}
            label={t('appointmentTypes.descriptionLabel')}
            autosize
            minRows={2}
            maxLength={1000}
          />
          <TextInput
            {...form.field('durationMinutes')}
            type="number"
            inputMode="numeric"
            min={5}
            max={480}
            step={5}
            label={t('appointmentTypes.durationLabel')}
            required
            maw="12rem"
          />
          <fieldset className={classes.fieldset}>
            <legend className={classes.legend}>{t('appointmentTypes.colorLabel')}</legend>
            <div className={classes.swatches}>
              {COLORS.map((color) => (
                <button
                  key={color}
                  type="button"
                  className={classes.swatch}
                  style={{ background: color }}
                  aria-pressed={form.values.color.toLowerCase() === color}
                  aria-label={color}
                  onClick={() => form.setValue('color', color)}
                />
              ))}
              <TextInput
                {...form.field('color')}
                aria-label={t('appointmentTypes.colorHex')}
                error={undefined}
                w="7.5rem"
                leftSection={<span className={classes.dot} style={{ background: form.values.color }} />}
                maxLength={7}
              />
            </div>
            {colorError && (
              <Text size="sm" c="red" mt={4}>
                {colorError}
              </Text>
            )}
          </fieldset>
          <Checkbox.Group
            label={t('doctorsPage.typesDoctorsLabel')}
            value={doctorIds}
            onChange={setDoctorIds}
            error={doctorsError}
          >
            <Stack gap={6} mt="xs">
              {doctors.map((doctor) => (
                <Checkbox key={doctor.id} value={doctor.id} label={doctor.name} />
              ))}
            </Stack>
          </Checkbox.Group>
          <div className={classes.actions}>
            <Button variant="default" onClick={onClose}>
              {t('businesses.cancel')}
            </Button>
            <Button type="submit" loading={form.submitting}>
              {type ? t('schedule.save') : t('doctorsPage.typesAdd')}
            </Button>
          </div>
        </Stack>
      </form>
    </Modal>
  );
}
