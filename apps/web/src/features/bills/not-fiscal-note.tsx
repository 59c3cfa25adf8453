import { Alert } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useBillsTranslation } from './use-bills-translation';

/**
 * Where a bill is finished, shown or summed: this is not a cash register (RKSV, KassenSichV), and
 * cash sales belong in the business's certified one (docs/bills.md).
 */
export function NotFiscalNote({ compact = false }: { compact?: boolean }) {
  const { t } = useBillsTranslation();
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      title={t('notFiscal.title')}
      icon={<IconReceiptOff aria-hidden="true" />}
      data-testid={compact ? undefined : 'not-fiscal'}
      // Mantine's yellow title on its light yellow is too faint to read (WCAG contrast).
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      {compact ? null : t('notFiscal.text')}
    </Alert>
  );
}
