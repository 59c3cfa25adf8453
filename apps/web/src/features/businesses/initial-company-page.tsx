import './business-styles';
import { Button, Paper, Title } from '@mantine/core';
import { DEFAULT_TIME_ZONE } from '@qtify/shared/domain/time-zone';
import { IconSparkles } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { showSuccess } from '../../components/show-success';
import { useCreateBusiness } from '../../lib/queries/businesses';
import { useCurrentUser } from '../../lib/queries/current-user';
import { BusinessForm } from './business-form';
import { businessDetailsPath, MAIN_MENU_PATH } from './business-paths';
import classes from './businesses.module.css';
import { SetupCall } from './setup-call';

/**
 * `/waitingRoom/InitialCompany` (alias `/your-way/to-the-digital-q`): where a new practice account
 * lands after signing up. One screen: industry, name, colour theme, time zone. Afterwards the user
 * works in the new business (the shell shows its name) and sees its QR code.
 */
export function InitialCompanyPage() {
  const { t, i18n } = useTranslation('common');
  const { user } = useCurrentUser();
  const createBusiness = useCreateBusiness();
  const navigate = useNavigate();
  if (!user) return null;
  // A temporary account is deleted soon, and the business would go with it.
  if (user.temporary) return <SetupCall />;
  const first = !user.company;

  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <header className={classes.header}>
        <div className={classes.headerText}>
          <span className={classes.welcomeIcon} aria-hidden="true">
            <IconSparkles size={26} />
          </span>
          {first && (
            <p className={classes.eyebrow}>{t('businesses.setup.welcome', { name: user.firstName })}</p>
          )}
          <Title order={1} size="h2" className={classes.title}>
            {first ? t('businesses.setup.title') : t('businesses.create.title')}
          </Title>
          <p className={classes.intro}>{t('businesses.setup.intro')}</p>
        </div>
      </header>
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <BusinessForm
          mode="create"
          initial={{
            name: '',
            industry: 'business',
            colorTheme: 'default',
            timeZone: DEFAULT_TIME_ZONE,
            languageId: user.language.id,
            defaultServiceMinutes: '',
          }}
          onSave={async (fields) => {
            const business = await createBusiness.mutateAsync(fields);
            showSuccess(
              i18n.getFixedT(null, [business.industry, 'common'])('company.created', { name: business.name }),
            );
            await navigate(businessDetailsPath(business.id), { replace: true });
          }}
          secondaryAction={
            first ? null : (
              <Button component={Link} to={MAIN_MENU_PATH} variant="default" size="md">
                {t('businesses.cancel')}
              </Button>
            )
          }
        />
      </Paper>
    </div>
  );
}
