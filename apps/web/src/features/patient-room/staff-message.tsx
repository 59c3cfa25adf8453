import type { Industry } from '@qtify/shared/domain/industry';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../components/button-class';
import classes from './patient-room.module.css';

export interface StaffNotice {
  /** The business name (the socket's `title`). */
  title: string;
  /** The staff's words; null for the default "please come in". */
  message: string | null;
  /** When it was sent: a dismissed message stays dismissed, a new one shows again. */
  at: string;
  /** A call (default), the "almost your turn" alert, or a message to everyone waiting. */
  kind?: 'call' | 'alert' | 'broadcast';
}

/** "Notify now" from the staff: prominent, above everything, until the patient confirms it. */
export function StaffMessage({
  notice,
  businessName,
  industry,
  onDismiss,
}: {
  notice: StaffNotice;
  businessName: string;
  industry: Industry;
  onDismiss: () => void;
}) {
  const { t } = useTranslation(['patientRoom', 'common']);
  const ref = useRef<HTMLDivElement>(null);
  // Mounted anew for every message (keyed by its time): bring it into view.
  useEffect(() => {
    ref.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return (
    <div ref={ref} className={classes.message} role="alert">
      <span className={classes.messageIcon} aria-hidden="true">
        <IconSpeakerphone size={28} />
      </span>
      <div className={classes.messageBody}>
        <h2 className={classes.messageHeading}>
          {t('message.heading', { name: notice.title || businessName })}
        </h2>
        <p className={classes.messageText}>{notice.message || t('message.default', { context: industry })}</p>
        <button type="button" className={buttonClass('white', 'md')} onClick={onDismiss}>
          {t('message.dismiss')}
        </button>
      </div>
    </div>
  );
}
