import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ApiError, isApiError } from '../lib/api-error';
import { errorText } from '../lib/error-text';
import { useIndustry } from '../lib/industry-context';
import { FormAlert } from './form-alert';

interface ConfirmDialogProps {
  opened: boolean;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this doctor?" */
  question: string;
  confirmLabel: string;
  onClose: () => void;
  /** Runs on confirm; a thrown API error is shown in the dialog, which then stays open. */
  onConfirm: () => Promise<void>;
  /** Own wording for an error here (e.g. a doctor with appointments, naming how many), else the code's. */
  errorMessage?: (error: ApiError) => string | undefined;
  /** The screen's class for dialog titles (bold, wrapping long names). */
  titleClassName?: string;
  /** The industry the error texts are worded for; the signed-in business's unless given. */
  context?: string;
}

/** Asks before something is deleted; needs the Modal styles of the screen that uses it. */
export function ConfirmDialog({
  opened,
  title,
  question,
  confirmLabel,
  onClose,
  onConfirm,
  errorMessage,
  titleClassName,
  context,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const industry = useIndustry();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const close = () => {
    if (busy) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      setBusy(false);
    } catch (caught) {
      setError(
        (isApiError(caught) ? errorMessage?.(caught) : undefined) ??
          errorText(t, caught, context ?? industry),
      );
      setBusy(false);
    }
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': t('actions.close') }}
      opened={opened}
      onClose={close}
      title={title}
      radius="lg"
      centered
      classNames={{ title: titleClassName }}
    >
      <Stack gap="md">
        <Text>{question}</Text>
        <FormAlert message={error} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} disabled={busy} data-autofocus>
            {t('actions.cancel')}
          </Button>
          <Button color="red" loading={busy} onClick={() => void confirm()}>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
