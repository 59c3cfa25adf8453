import { Alert } from '@mantine/core';
import { IconLockAccess } from '@tabler/icons-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Business } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { usePublicBusiness } from '../../lib/queries/public-business';

/**
 * Tells the staff why patients cannot book or register online yet (the owner's e-mail address is
 * not confirmed); an unconfirmed owner also reads that confirming opens the business. Nothing
 * once the business is open online.
 */
export function NotOpenOnlineNote({ business }: { business: Business }) {
  // Its public page says whether patients can book and register: not until an owner has confirmed
  // their address (undefined while loading: no note).
  const openOnline = usePublicBusiness(business.publicId, 30_000).data?.openOnline;
  if (openOnline !== false) return null;
  return (
    <Suspense fallback={null}>
      <Note business={business} />
    </Suspense>
  );
}

function Note({ business }: { business: Business }) {
  const { t } = useTranslation('account');
  const { user } = useCurrentUser();
  const unverifiedOwner = business.role === 'owner' && user !== null && !user.emailVerified;
  return (
    <Alert
      variant="light"
      color="yellow"
      radius="md"
      icon={<IconLockAccess size={20} aria-hidden="true" />}
      mb="md"
    >
      {t('notOpenOnline.staff', { context: business.industry })}
      {unverifiedOwner && ` ${t('banner.ownerHint')}`}
    </Alert>
  );
}
