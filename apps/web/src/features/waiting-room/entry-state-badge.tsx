import { Badge } from '@mantine/core';
import type { StaffEntry } from '../../lib/queries/queue';

/** Not here yet and finished ones stay quiet; who is called, present or being served stands out. */
const STATE_COLOR: Record<StaffEntry['status'], string | undefined> = {
  notHere: 'gray',
  checkIn: undefined,
  called: 'orange',
  inTreatment: 'blue',
  done: 'gray',
  noShow: 'orange',
};

/**
 * An entry's status on its card. Mantine's light orange text is too faint for WCAG AA (4.5:1), so a
 * called entry's (and a no-show's) text takes a darker shade.
 */
export function EntryStateBadge({ status, label }: { status: StaffEntry['status']; label: string }) {
  return (
    <Badge
      variant="light"
      size="lg"
      tt="none"
      flex="none"
      color={STATE_COLOR[status]}
      c={status === 'called' || status === 'noShow' ? '#9a3412' : undefined}
    >
      {label}
    </Badge>
  );
}
