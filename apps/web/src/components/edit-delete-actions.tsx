import { Button, Group } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** "Edit" and "Delete" in the head of a card of a staff list. */
export function EditDeleteActions({ onEdit, onDelete }: { onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('common');
  return (
    <Group gap={4}>
      <Button
        variant="subtle"
        size="compact-sm"
        leftSection={<IconPencil size={16} aria-hidden="true" />}
        onClick={onEdit}
      >
        {t('actions.edit')}
      </Button>
      <Button
        variant="subtle"
        color="red"
        size="compact-sm"
        leftSection={<IconTrash size={16} aria-hidden="true" />}
        onClick={onDelete}
      >
        {t('actions.delete')}
      </Button>
    </Group>
  );
}
