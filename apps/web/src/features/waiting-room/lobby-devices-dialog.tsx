import { Divider, Modal, Stack, Text } from '@mantine/core';
import { LobbyDeviceSection } from './lobby-device-section';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

/** The waiting room's lobby devices: the display links and the kiosk links, made and revoked here. */
export function LobbyDevicesDialog({ businessId, onClose }: { businessId: string; onClose: () => void }) {
  const { t } = useWaitingRoomTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('lobby.title')}
      size="lg"
      closeButtonProps={{ 'aria-label': t('lobby.close') }}
    >
      <Stack gap="lg">
        <Text size="sm">{t('lobby.intro')}</Text>
        <LobbyDeviceSection businessId={businessId} kind="display" />
        <Divider />
        <LobbyDeviceSection businessId={businessId} kind="kiosk" />
      </Stack>
    </Modal>
  );
}
