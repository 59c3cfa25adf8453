import { Button, Text } from '@mantine/core';
import { IconSwitchHorizontal } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import type { Business } from '../../lib/queries/businesses';
import { activateBusiness } from './activate-business';

/** "Work in this business": makes it the active one (shell, wording, waiting room follow). */
export function ActivateButton({ business, variant }: { business: Business; variant: 'filled' | 'light' }) {
  const { t } = useTranslation('common');
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const activate = async () => {
    setBusy(true);
    setError(null);
    try {
      await activateBusiness(queryClient, business.id);
      showSuccess(t('businesses.activated', { name: business.name }));
    } catch (caught) {
      setError(errorText(t, caught));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant={variant}
        loading={busy}
        leftSection={<IconSwitchHorizontal size={18} aria-hidden="true" />}
        onClick={() => void activate()}
      >
        {t('businesses.makeActive')}
      </Button>
      {error && (
        <Text role="alert" size="sm" c="var(--mantine-color-error)">
          {error}
        </Text>
      )}
    </>
  );
}
