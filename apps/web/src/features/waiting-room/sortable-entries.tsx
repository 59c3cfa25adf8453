import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  arrayMove,
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Stack } from '@mantine/core';
import { type ComponentProps, useState } from 'react';
import type { StaffEntry } from '../../lib/queries/queue';
import { useMoveEntry } from '../../lib/queries/queue-priority';
import { EntryCard } from './entry-card';
import { DragHandle } from './entry-priority';
import { fullName } from './entry-view';
import type { EntriesList } from './paged-entries';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';
import classes from './waiting-room.module.css';

type CardProps = Omit<ComponentProps<typeof EntryCard>, 'entry' | 'handle' | 'itemRef' | 'itemStyle'>;

const isWaiting = (entry: StaffEntry) => entry.status === 'notHere' || entry.status === 'checkIn';

/**
 * The waiting list in queue order, reorderable by dragging a card's grip (mouse, touch, or space
 * and the arrow keys, announced to screen readers). A drop puts the entry behind the waiting entry
 * above it (or to the front) on the server; the list shows the new order until the refetch.
 */
export function SortableEntries({ businessId, entries, cardProps, className, busy }: EntriesList) {
  const { t } = useWaitingRoomTranslation();
  const move = useMoveEntry(businessId);
  // The dropped order while the server and the refetch catch up (for the entries it was made of).
  const [dropped, setDropped] = useState<{ of: StaffEntry[]; order: StaffEntry[] } | null>(null);
  const shown = dropped?.of === entries ? dropped.order : entries;
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const nameOf = (id: unknown) => {
    const entry = shown.find((item) => item.id === id);
    return entry ? fullName(entry.patient) : '';
  };
  const placeOf = (id: unknown) => shown.findIndex((item) => item.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('reorder.picked', { name: nameOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over ? t('reorder.over', { name: nameOf(active.id), place: placeOf(over.id) }) : undefined,
    onDragEnd: ({ active, over }) =>
      over ? t('reorder.dropped', { name: nameOf(active.id), place: placeOf(over.id) }) : undefined,
    onDragCancel: () => t('reorder.cancelled'),
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = shown.findIndex((item) => item.id === active.id);
    const to = shown.findIndex((item) => item.id === over.id);
    const entry = shown[from];
    if (!entry || to < 0) return;
    const order = arrayMove(shown, from, to);
    // Behind the nearest waiting entry above its new place (someone in treatment holds no place).
    const above = order.slice(0, to).filter(isWaiting).at(-1);
    setDropped({ of: entries, order });
    move.mutate({ entry, afterEntryId: above?.id ?? null, order });
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('reorder.instructions') } }}
    >
      <SortableContext items={shown.map((entry) => entry.id)} strategy={verticalListSortingStrategy}>
        <Stack component="ul" gap="sm" className={className} aria-busy={busy || undefined}>
          {shown.map((entry) => (
            <SortableCard key={entry.id} entry={entry} {...cardProps(entry)} />
          ))}
        </Stack>
      </SortableContext>
    </DndContext>
  );
}

function SortableCard({ entry, ...props }: CardProps & { entry: StaffEntry }) {
  const disabled = !isWaiting(entry);
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: entry.id, disabled });
  return (
    <EntryCard
      {...props}
      entry={entry}
      itemRef={setNodeRef}
      itemStyle={{ transform: CSS.Transform.toString(transform), transition }}
      handle={
        disabled ? undefined : (
          <DragHandle
            entry={entry}
            ref={setActivatorNodeRef}
            className={`${classes.dragHandle} ${isDragging ? classes.dragging : ''}`}
            {...attributes}
            {...listeners}
          />
        )
      }
    />
  );
}
