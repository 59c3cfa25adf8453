import { ActionIcon, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { PRESCRIPTION_LIMITS } from '@qtify/shared/domain/prescription-status';
import { ZMedicationsBody } from '@qtify/shared/schemas/prescription-schemas';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { z } from 'zod';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { type Medication, useSaveMedications } from '../../lib/queries/prescriptions';
import { useSchemaForm } from '../../lib/use-schema-form';
import classes from './prescriptions.module.css';
import { usePrescriptionsTranslation } from './use-prescriptions-translation';

const ZForm = z.object({ items: ZMedicationsBody });
type Row = { name: string; dose: string; note: string };
const rowOf = (item: Medication): Row => ({ name: item.name, dose: item.dose ?? '', note: item.note ?? '' });

/**
 * A patient's long-term medications: what they may ask repeats of. Doctors edit the list (name,
 * dose, note per row); everyone else reads it.
 */
export function MedicationsEditor({
  businessId,
  patientId,
  medications,
  editable,
}: {
  businessId: string;
  patientId: string;
  medications: Medication[];
  editable: boolean;
}) {
  const { t } = usePrescriptionsTranslation();
  const save = useSaveMedications(businessId, patientId);
  const form = useSchemaForm({
    initialValues: { items: medications.map(rowOf) },
    schema: ZForm,
    toBody: (values) => ({
      items: values.items.map((row) => ({
        name: row.name.trim(),
        dose: row.dose.trim() || null,
        note: row.note.trim() || null,
      })),
    }),
    check: (values) => {
      const missing = values.items.findIndex((row) => !row.name.trim());
      return missing < 0
        ? null
        : { [`items.${missing}.name`]: { key: 'prescriptions:medications.nameRequired' } };
    },
  });
  const submit = form.onSubmit(async (body) => {
    const saved = await save.mutateAsync(body.items);
    form.setValues({ items: saved.map(rowOf) });
    showSuccess(t('medications.saved'));
  });
  const items = form.values.items;

  return (
    <div>
      <Title order={3} size="h5" id="medications-title" mb="xs">
        {t('medications.title')}
      </Title>
      {!editable && (
        <Stack gap={4}>
          {medications.length === 0 && <Text c="dimmed">{t('medications.empty')}</Text>}
          {medications.map((item) => (
            <Text key={item.name} size="sm">
              <strong>{item.name}</strong>
              {item.dose && ` · ${item.dose}`}
              {item.note && ` · ${item.note}`}
            </Text>
          ))}
          <Text size="xs" c="dimmed">
            {t('medications.readOnly')}
          </Text>
        </Stack>
      )}
      {editable && (
        <form ref={form.ref} onSubmit={submit} noValidate>
          <Stack gap="sm">
            <FormAlert message={form.formError} />
            {items.length === 0 && <Text c="dimmed">{t('medications.empty')}</Text>}
            {form.errors.items && (
              <Text c="red" size="sm" role="alert">
                {form.errors.items}
              </Text>
            )}
            {items.map((_, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until saved; removal re-renders the rest
              <div key={index} className={classes.row}>
                <TextInput
                  {...form.getInputProps(`items.${index}.name`)}
                  label={t('medications.name')}
                  required
                />
                <TextInput {...form.getInputProps(`items.${index}.dose`)} label={t('medications.dose')} />
                <TextInput {...form.getInputProps(`items.${index}.note`)} label={t('medications.note')} />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  size="lg"
                  mb={4}
                  aria-label={t('medications.remove')}
                  onClick={() => form.removeListItem('items', index)}
                >
                  <IconTrash size={18} aria-hidden="true" />
                </ActionIcon>
              </div>
            ))}
            <Group gap="sm">
              <Button
                variant="light"
                leftSection={<IconPlus size={16} aria-hidden="true" />}
                disabled={items.length >= PRESCRIPTION_LIMITS.medications}
                onClick={() => form.insertListItem('items', { name: '', dose: '', note: '' })}
              >
                {t('medications.add')}
              </Button>
              <Button type="submit" loading={form.submitting}>
                {t('medications.save')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </div>
  );
}
