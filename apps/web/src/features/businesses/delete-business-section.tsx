import { Button, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { SectionCard } from '../../components/section-card';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { type Business, useDeleteBusiness } from '../../lib/queries/businesses';
import { MAIN_MENU_PATH } from './business-paths';
import classes from './businesses.module.css';

/** Owners only: deleting asks first, naming the business and what goes with it. */
export function DeleteBusinessSection({ business }: { business: Business }) {
  const { t } = useTranslation([business.industry, 'common']);
  const deleteBusiness = useDeleteBusiness(business.id);
  const navigate = useNavigate();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await deleteBusiness.mutateAsync();
      showSuccess(t('businesses.delete.done', { name: business.name }));
      await navigate(MAIN_MENU_PATH, { replace: true });
    } catch (caught) {
      setError(errorText(t, caught));
      setBusy(false);
    }
  };

  return (
    <SectionCard
      labelledBy={headingId}
      p={{ base: 'md', sm: 'xl' }}
      bd="1px solid var(--mantine-color-red-outline)"
    >
      <Stack gap="md" align="flex-start">
        <div>
          <Title order={2} fz="lg" lh={1.3} id={headingId}>
            {t('businesses.delete.sectionTitle')}
          </Title>
          <Text size="sm" c="dimmed" mt={4}>
            {t('company.deleteText', { name: business.name })}
          </Text>
        </div>
        <Button
          color="red"
          variant="light"
          leftSection={<IconTrash size={18} aria-hidden="true" />}
          onClick={() => setConfirming(true)}
        >
          {t('businesses.delete.button')}
        </Button>
      </Stack>
      <Modal
        closeButtonProps={{ 'aria-label': t('absences.close') }}
        opened={confirming}
        onClose={() => !busy && setConfirming(false)}
        title={t('businesses.delete.title', { name: business.name })}
        radius="lg"
        centered
        classNames={{ title: classes.dialogTitle }}
      >
        <Stack gap="md">
          <Text>{t('company.deleteText', { name: business.name })}</Text>
          <FormAlert message={error} />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={() => setConfirming(false)} disabled={busy} data-autofocus>
              {t('businesses.cancel')}
            </Button>
            <Button color="red" loading={busy} onClick={() => void confirm()}>
              {t('businesses.delete.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </SectionCard>
  );
}
