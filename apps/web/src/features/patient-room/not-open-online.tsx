import type { Industry } from '@qtify/shared/domain/industry';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '../../components/page-loader';
import { PatientMessage } from './patient-message';
import classes from './patient-room.module.css';

/**
 * The registration page of a place that takes no online registrations yet (its owner has not
 * confirmed their e-mail address), said before anyone types. Its texts load only when it shows.
 */
export function NotOpenOnline({ industry }: { industry: Industry }) {
  return (
    <div className={classes.page}>
      <Suspense fallback={<PageLoader />}>
        <Message industry={industry} />
      </Suspense>
    </div>
  );
}

function Message({ industry }: { industry: Industry }) {
  const { t } = useTranslation('account');
  return (
    <PatientMessage
      tone="error"
      title={t('notOpenOnline.join.heading')}
      text={t('notOpenOnline.join.text', { context: industry })}
    />
  );
}
