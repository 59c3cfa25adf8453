import { ActionIcon, Menu } from '@mantine/core';
import { IconBell, IconDots, IconHistory } from '@tabler/icons-react';
import type { StatusAction } from './entry-view';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

/** The compact card's (the calendar's panel) notify button and its menu of the other steps. */
export function CompactMenu({
  busy,
  more,
  label,
  onAction,
  onNotify,
  onOpen,
}: {
  busy: boolean;
  more: StatusAction[];
  label: (action: StatusAction) => string;
  onAction: (action: StatusAction) => void;
  onNotify: () => void;
  onOpen: () => void;
}) {
  const { t } = useWaitingRoomTranslation();
  return (
    <>
      <ActionIcon
        size="lg"
        variant="light"
        disabled={busy}
        aria-label={t('notify.button')}
        title={t('notify.button')}
        onClick={onNotify}
      >
        <IconBell size={18} aria-hidden="true" />
      </ActionIcon>
      <Menu position="bottom-end" withinPortal shadow="md">
        <Menu.Target>
          <ActionIcon size="lg" variant="default" disabled={busy} aria-label={t('more')} title={t('more')}>
            <IconDots size={18} aria-hidden="true" />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          {more.map((action) => (
            <Menu.Item key={`${action.status}-${action.outcome ?? ''}`} onClick={() => onAction(action)}>
              {label(action)}
            </Menu.Item>
          ))}
          <Menu.Divider />
          <Menu.Item leftSection={<IconHistory size={16} aria-hidden="true" />} onClick={onOpen}>
            {t('history.button')}
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </>
  );
}
