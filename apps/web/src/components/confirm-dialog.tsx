import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
  /** Placeholders of the error texts (lib/error-messages.ts), e.g. the `name` of what is deleted. */
  errorValues?: Record<string, string>;
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
  errorValues,
  titleClassName,
  context,
}: ConfirmDialogProps) {
  const signedInIndustry = useIndustry();
  const industry = context ?? signedInIndustry;
  // The industry's namespace first: some refusals are worded there (a doctor with appointments).
  const { t } = useTranslation([industry, 'common']);
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
      setError(errorText(t, caught, industry, errorValues));
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
