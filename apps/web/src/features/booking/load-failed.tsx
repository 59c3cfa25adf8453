import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../lib/error-text';
import classes from './booking.module.css';

interface LoadFailedProps {
  error: unknown;
  /** The business's industry, for its wording of the failure. */
  industry: string | undefined;
  onRetry: () => void;
}

/** What a booking page shows where its data could not be loaded: why, and "try again". */
export function LoadFailed({ error, industry, onRetry }: LoadFailedProps) {
  const { t } = useTranslation(['booking', 'common']);
  return (
    <div className={classes.stack}>
      <FormAlert message={errorText(t, error, industry)} />
      <Button variant="default" onClick={onRetry}>
        {t('slots.retry')}
      </Button>
    </div>
  );
}
