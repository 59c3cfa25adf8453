import './business-styles';
import { Button, Paper } from '@mantine/core';
import { canonicalPath } from '@qtify/shared/app-routes/route-table';
import { type Industry, isIndustry } from '@qtify/shared/domain/industry';
import { IconSparkles } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { useBusiness } from '../../lib/queries/businesses';
import { type CurrentUser, useCurrentUser } from '../../lib/queries/current-user';
import { useDoctors } from '../../lib/queries/doctors';
import { useSetupStep } from '../../lib/use-setup-step';
import { BusinessLoadError } from './business-load-error';
import { MAIN_MENU_PATH } from './business-paths';
import classes from './businesses.module.css';
import { NewBusinessForm } from './new-business-form';
import { SetupCall } from './setup-call';
import { SetupDoctorStep } from './setup-doctor-step';
import { SetupDone } from './setup-done';
import { SetupTypeStep } from './setup-type-step';

const STEPS = { business: 1, doctor: 2, appointmentType: 3 } as const;

/**
 * `/waitingRoom/InitialCompany` (alias `/your-way/to-the-digital-q`): where a new account lands
 * after signing up, and where the staff menu's "Setup" leads until the business takes bookings.
 * Three steps, each resumed where it was left (setup-progress.ts): the business, its first doctor
 * with the usual hours filled in, its first appointment type suggested for the industry; then the
 * booking link and the QR code. With the setup done, the page creates a further business.
 */
export function InitialCompanyPage() {
  const { user } = useCurrentUser();
  if (!user) return null;
  // A temporary account is deleted soon, and the business would go with it.
  if (user.temporary) return <SetupCall />;
  return <SetupWizard user={user} />;
}

function SetupWizard({ user }: { user: CurrentUser }) {
  const { t, i18n } = useTranslation('common');
  const businessId = user.company?.id;
  const { step, error } = useSetupStep(businessId);
  const doctors = useDoctors(businessId);
  const business = useBusiness(businessId);
  // The business whose setup ended on this visit: it shows its links, not a form for another one.
  const [finished, setFinished] = useState<string | null>(null);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const industry: Industry = isIndustry(user.shop?.industry.theme) ? user.shop.industry.theme : 'business';

  if (businessId && finished === businessId) {
    return business.data ? (
      <SetupDone business={business.data} waitingRoomPath={canonicalPath('waitingRoom')} />
    ) : (
      <PageLoader />
    );
  }
  if (step === undefined) return error ? <BusinessLoadError error={error} /> : <PageLoader />;
  if (step === 'done') return <NewBusiness user={user} />;

  const weekdayName = (weekday: number) =>
    new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(
      new Date(Date.UTC(2024, 0, weekday)),
    );
  const texts = (key: string) => t(`onboarding.${step}.${key}`, { context: industry, name: user.firstName });

  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <PageHeader
        icon={<IconSparkles size={26} />}
        eyebrow={t('onboarding.progress', { step: STEPS[step], total: 3 })}
        title={texts('title')}
        intro={texts('intro')}
      />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {step === 'business' || !businessId ? (
          <NewBusinessForm languageId={user.language.id} />
        ) : step === 'doctor' ? (
          <SetupDoctorStep
            businessId={businessId}
            industry={industry}
            user={user}
            existing={doctors.data?.[0]}
            weekdayName={weekdayName}
          />
        ) : (
          <SetupTypeStep
            businessId={businessId}
            industry={industry}
            doctorIds={doctors.data?.map((doctor) => doctor.id) ?? []}
            onDone={() => setFinished(businessId)}
          />
        )}
      </Paper>
    </div>
  );
}

/** A further business, once the first one is set up (the main menu's "new business" does the same). */
function NewBusiness({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('common');
  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <PageHeader title={t('businesses.create.title')} intro={t('businesses.setup.intro')} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <NewBusinessForm
          languageId={user.language.id}
          openCreated="replace"
          secondaryAction={
            <Button component={Link} to={MAIN_MENU_PATH} variant="default" size="md">
              {t('businesses.cancel')}
            </Button>
          }
        />
      </Paper>
    </div>
  );
}
