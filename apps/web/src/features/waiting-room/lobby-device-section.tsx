import { ActionIcon, Button, Group, NativeSelect, Stack, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { DISPLAY_NAME_MODES, type DisplayNameMode } from '@qtify/shared/domain/lobby-board';
import { ZDisplayBody } from '@qtify/shared/schemas/lobby-schemas';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { CopyLinkField } from '../../components/copy-link-field';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import {
  type LobbyDeviceKind,
  useCreateLobbyDevice,
  useLobbyDevices,
  useRevokeLobbyDevice,
  useUpdateDisplay,
} from '../../lib/queries/lobby';
import { useSchemaForm } from '../../lib/use-schema-form';
import { DeviceQr } from './device-qr';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

const PATH: Record<LobbyDeviceKind, string> = { display: '/display/', kiosk: '/kiosk/' };

/**
 * One kind of lobby device (displays or kiosks): the list with "revoke", and a form that makes a
 * new one and shows its link and QR code this once.
 */
export function LobbyDeviceSection({ businessId, kind }: { businessId: string; kind: LobbyDeviceKind }) {
  const { t, context, language } = useWaitingRoomTranslation();
  const devices = useLobbyDevices(businessId, kind);
  const create = useCreateLobbyDevice(businessId, kind);
  const revoke = useRevokeLobbyDevice(businessId, kind);
  const update = useUpdateDisplay(businessId);
  const [made, setMade] = useState<string | null>(null);
  const form = useSchemaForm({
    initialValues: { label: '', names: 'ticket' as DisplayNameMode },
    schema: ZDisplayBody,
    toBody: (values) => ({
      ...(values.label.trim() ? { label: values.label.trim() } : {}),
      ...(kind === 'display' ? { names: values.names } : {}),
    }),
  });
  const submit = form.onSubmit(async (body) => {
    const device = await create.mutateAsync(body ?? {});
    setMade(`${window.location.origin}${PATH[kind]}${device.token}`);
    form.reset();
  });
  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));
  const heading = kind === 'display' ? t('lobby.displays') : t('lobby.kiosks');
  return (
    <Stack gap="sm" component="section" aria-label={heading}>
      <Title order={3} size="h5">
        {heading}
      </Title>
      <Text size="sm" c="dimmed">
        {kind === 'display' ? t('lobby.displaysText') : t('lobby.kiosksText')}
      </Text>
      {devices.data?.length === 0 && <Text size="sm">{t('lobby.none')}</Text>}
      {devices.data?.map((device) => {
        const label = device.label || t('lobby.unnamed');
        return (
          <Group key={device.id} justify="space-between" wrap="nowrap" data-testid={`${kind}-row`}>
            <Text size="sm">
              <Text span fw={600}>
                {label}
              </Text>
              <Text span c="dimmed">
                {' · '}
                {t('lobby.created', { date: date(device.createdAt) })}
              </Text>
            </Text>
            {device.names && (
              <NativeSelect
                size="xs"
                aria-label={t('lobby.namesFor', { label })}
                value={device.names}
                onChange={(event) =>
                  update.mutate(
                    { id: device.id, names: event.currentTarget.value as DisplayNameMode },
                    {
                      onError: (error) =>
                        notifications.show({ color: 'red', message: errorText(t, error, context) }),
                    },
                  )
                }
                data={DISPLAY_NAME_MODES.map((mode) => ({
                  value: mode,
                  label: t(`lobby.nameModes.${mode}`),
                }))}
              />
            )}
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={t('lobby.revokeFor', { label })}
              loading={revoke.isPending && revoke.variables === device.id}
              onClick={() =>
                revoke.mutate(device.id, {
                  onSuccess: () => showSuccess(t('lobby.revoked')),
                  onError: (error) =>
                    notifications.show({ color: 'red', message: errorText(t, error, context) }),
                })
              }
            >
              <IconTrash size={18} aria-hidden="true" />
            </ActionIcon>
          </Group>
        );
      })}
      {made && (
        <Stack gap="xs" data-testid={`${kind}-new-link`}>
          <CopyLinkField label={t('lobby.newLink')} description={t('lobby.newLinkHint')} link={made} />
          <DeviceQr link={made} alt={t('lobby.qrAlt')} />
        </Stack>
      )}
      <form ref={form.ref} onSubmit={submit} noValidate>
        <Stack gap="xs">
          <FormAlert message={form.formError} />
          <TextInput
            {...form.getInputProps('label')}
            label={t('lobby.label')}
            placeholder={t('lobby.labelPlaceholder')}
          />
          {kind === 'display' && (
            <NativeSelect
              {...form.getInputProps('names')}
              label={t('lobby.names')}
              description={form.values.names === 'fullName' ? t('lobby.namesHint') : undefined}
              data={DISPLAY_NAME_MODES.map((mode) => ({ value: mode, label: t(`lobby.nameModes.${mode}`) }))}
            />
          )}
          <Button type="submit" variant="light" loading={form.submitting}>
            {kind === 'display' ? t('lobby.createDisplay') : t('lobby.createKiosk')}
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
