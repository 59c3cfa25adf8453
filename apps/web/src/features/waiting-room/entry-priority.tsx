import { Badge, Button } from '@mantine/core';
import { IconAlertTriangle, IconGripVertical } from '@tabler/icons-react';
import type { ComponentProps } from 'react';
import type { StaffEntry } from '../../lib/queries/queue';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

/** The entry's ticket (`A017`), as the patient and the display show it; nothing before tickets. */
export function TicketMark({ ticket }: { ticket: string | null }) {
  const { t } = useWaitingRoomTranslation();
  if (!ticket) return null;
  return (
    <span className={classes.ticket} title={t('ticket')} data-testid="entry-ticket">
      <span className="visually-hidden">{t('ticket')} </span>
      {ticket}
    </span>
  );
}

/** "Urgent", in red beside the status: the entry stands at the front because staff said so. */
export function UrgentBadge() {
  const { t } = useWaitingRoomTranslation();
  return (
    <Badge
      color="red"
      variant="filled"
      size="lg"
      tt="none"
      flex="none"
      leftSection={<IconAlertTriangle size={14} aria-hidden="true" />}
    >
      {t('urgent.badge')}
    </Badge>
  );
}

/** Mark urgent (to the front) or not any more (back to its order). */
export function UrgentButton({
  urgent,
  busy,
  onToggle,
}: {
  urgent: boolean;
  busy: boolean;
  onToggle: () => void;
}) {
  const { t } = useWaitingRoomTranslation();
  return (
    <Button
      size="sm"
      variant={urgent ? 'light' : 'default'}
      color={urgent ? 'red' : undefined}
      disabled={busy}
      leftSection={<IconAlertTriangle size={18} aria-hidden="true" />}
      onClick={onToggle}
    >
      {urgent ? t('urgent.unmark') : t('urgent.mark')}
    </Button>
  );
}

/** The grip a card is dragged by (pointer, touch, or space and arrow keys). */
export function DragHandle({ entry, ...props }: { entry: StaffEntry } & ComponentProps<'button'>) {
  const { t } = useWaitingRoomTranslation();
  const name = [entry.patient.firstName, entry.patient.lastName].join(' ').trim();
  return (
    <button
      type="button"
      className={classes.dragHandle}
      aria-label={t('reorder.handle', { name })}
      {...props}
    >
      <IconGripVertical size={20} aria-hidden="true" />
    </button>
  );
}
