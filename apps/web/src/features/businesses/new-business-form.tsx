import { DEFAULT_TIME_ZONE } from '@qtify/shared/domain/time-zone';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSuccess } from '../../components/show-success';
import { useCreateBusiness } from '../../lib/queries/businesses';
import { BusinessForm } from './business-form';
import { businessDetailsPath } from './business-paths';

interface NewBusinessFormProps {
  /** The account's language, the new business's first language. */
  languageId: string;
  /**
   * With it, the new business is announced and its page opened (`replace`: in place of this page);
   * without it, the setup goes on with the business it just made.
   */
  openCreated?: 'push' | 'replace';
  /** Once the business exists (a dialog closes). */
  onCreated?: () => void;
  /** Next to the submit button (cancel in a dialog, back on a page). */
  secondaryAction?: ReactNode;
}

/** The form that creates a business: the first setup, the setup page afterwards and the menu's dialog. */
export function NewBusinessForm({
  languageId,
  openCreated,
  onCreated,
  secondaryAction,
}: NewBusinessFormProps) {
  const { i18n } = useTranslation('common');
  const createBusiness = useCreateBusiness();
  const navigate = useNavigate();
  return (
    <BusinessForm
      mode="create"
      initial={{
        name: '',
        industry: 'business',
        colorTheme: 'default',
        timeZone: DEFAULT_TIME_ZONE,
        languageId,
        defaultServiceMinutes: '',
      }}
      onSave={async (fields) => {
        const business = await createBusiness.mutateAsync(fields);
        onCreated?.();
        if (!openCreated) return;
        showSuccess(
          i18n.getFixedT(null, [business.industry, 'common'])('company.created', { name: business.name }),
        );
        await navigate(businessDetailsPath(business.id), { replace: openCreated === 'replace' });
      }}
      secondaryAction={secondaryAction}
    />
  );
}
