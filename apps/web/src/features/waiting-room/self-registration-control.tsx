import { Alert, Button, Text } from '@mantine/core';
import type { SelfRegistration } from '@qtify/shared/schemas/business-schemas';
import { IconPlayerPause, IconPlayerPlay } from '@tabler/icons-react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { errorMessageKey } from '../../lib/error-text';
import { useSetSelfRegistration } from '../../lib/queries/queue';
import { useWaitingRoomTranslation } from './use-waiting-room-translation';

/** One click each way, no confirmation: pausing is undone by the same click. */
function useToggle(businessId: string) {
  const { t } = useWaitingRoomTranslation();
  const change = useSetSelfRegistration(businessId);
  const set = (value: SelfRegistration) =>
    change.mutate(value, {
      onSuccess: () =>
        showSuccess(t(value === 'paused' ? 'selfRegistration.paused' : 'selfRegistration.resumed')),
    });
  return { busy: change.isPending, error: change.error ? errorMessageKey(change.error) : null, set };
}

/** The header's button that pauses self-registration by QR code (staff can still add at the desk). */
export function PauseRegistrationButton({ businessId }: { businessId: string }) {
  const { t } = useWaitingRoomTranslation();
  const toggle = useToggle(businessId);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconPlayerPause size={18} aria-hidden="true" />}
        loading={toggle.busy}
        onClick={() => void toggle.set('paused')}
        title={t('selfRegistration.pauseHint')}
      >
        {t('selfRegistration.pause')}
      </Button>
      <FormAlert message={toggle.error && t(toggle.error)} />
    </>
  );
}

/** While paused: says so above the list, with the one click that opens registration again. */
export function RegistrationPausedNotice({ businessId }: { businessId: string }) {
  const { t, context } = useWaitingRoomTranslation();
  const toggle = useToggle(businessId);
  return (
    <Alert
      color="orange"
      variant="light"
      icon={<IconPlayerPause size={20} aria-hidden="true" />}
      title={t('selfRegistration.pausedTitle')}
      mb="md"
      data-testid="registration-paused"
    >
      <Text size="sm" mb="sm">
        {t('selfRegistration.pausedText', { context })}
      </Text>
      {toggle.error && (
        <Text size="sm" mb="sm" c="red" role="alert">
          {t(toggle.error)}
        </Text>
      )}
      <Button
        color="orange"
        leftSection={<IconPlayerPlay size={18} aria-hidden="true" />}
        loading={toggle.busy}
        onClick={() => void toggle.set('open')}
      >
        {t('selfRegistration.resume')}
      </Button>
    </Alert>
  );
}
