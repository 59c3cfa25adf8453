import './business-styles';
import { Button, Loader, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconPlus } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { errorText } from '../../lib/error-text';
import { useBusinesses } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { BusinessCard } from './business-card';
import listClasses from './business-list.module.css';
import { SETUP_PATH } from './business-paths';
import classes from './businesses.module.css';
import { SetupCall } from './setup-call';

// The dialog brings Modal and the whole form: only loaded when someone opens it.
const CreateBusinessDialog = lazy(() =>
  import('./create-business-dialog').then((module) => ({ default: module.CreateBusinessDialog })),
);

/**
 * `/waitingRoom/ordinationMainMenu` (alias `/ro23omasfdas`): the user's businesses, the active one
 * first; each opens its details (QR code, links, settings). New businesses are created in a dialog.
 */
export function MainMenuPage() {
  const { t } = useIndustryTranslation();
  const { user } = useCurrentUser();
  const businesses = useBusinesses();
  const [creating, setCreating] = useState(false);
  if (!user) return null;
  if (user.temporary) return <SetupCall />;

  const activeId = user.company?.id;
  const sorted = [...(businesses.data ?? [])].sort(
    (a, b) => Number(b.id === activeId) - Number(a.id === activeId) || a.name.localeCompare(b.name),
  );

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('routes.ordinationMainMenu')}
        intro={t('businesses.list.intro')}
        action={
          sorted.length > 0 && (
            <div className={classes.actions}>
              <Button
                leftSection={<IconPlus size={18} aria-hidden="true" />}
                onClick={() => setCreating(true)}
              >
                {t('businesses.create.button')}
              </Button>
            </div>
          )
        }
      />

      <Stack gap="md">
        <Title order={2} fz="lg" lh={1.3}>
          {t('businesses.list.title')}
        </Title>
        {businesses.isPending ? (
          <PageLoader />
        ) : businesses.isError ? (
          <FormAlert message={errorText(t, businesses.error)} />
        ) : sorted.length === 0 ? (
          <div className={listClasses.empty}>
            <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
              <IconBuildingStore size={26} />
            </ThemeIcon>
            <Text fw={700}>{t('businesses.list.emptyTitle')}</Text>
            <Text c="dimmed" size="sm" maw="32rem">
              {t('businesses.list.emptyText')}
            </Text>
            <Button component={Link} to={SETUP_PATH} mt="xs">
              {t('businesses.setupCall.button')}
            </Button>
          </div>
        ) : (
          <div className={listClasses.grid}>
            {sorted.map((business) => (
              <BusinessCard key={business.id} business={business} active={business.id === activeId} />
            ))}
          </div>
        )}
      </Stack>

      {creating && (
        <Suspense fallback={<Loader size="sm" />}>
          <CreateBusinessDialog opened onClose={() => setCreating(false)} languageId={user.language.id} />
        </Suspense>
      )}
    </div>
  );
}
