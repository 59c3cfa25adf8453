import './business-styles';
import { Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBuildingStore, IconClockExclamation } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import classes from './businesses.module.css';

/**
 * What a staff screen shows to someone signed in without an active business: a new practice
 * account is asked to set its business up; a temporary (patient) account first has to be kept,
 * since it is deleted soon and the business with it.
 */
export function SetupCall() {
  const { t } = useIndustryTranslation();
  const { user } = useCurrentUser();
  const temporary = user?.temporary === true;
  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
            {temporary ? <IconClockExclamation size={26} /> : <IconBuildingStore size={26} />}
          </ThemeIcon>
          <Title order={1} size="h2">
            {temporary ? t('businesses.setupCall.temporaryTitle') : t('businesses.setupCall.title')}
          </Title>
          <Text c="dimmed">
            {temporary ? t('businesses.setupCall.temporaryText') : t('businesses.setupCall.text')}
          </Text>
          {temporary ? (
            <Button component={Link} to="/profile/profile_index" size="md">
              {t('businesses.setupCall.temporaryButton')}
            </Button>
          ) : (
            <Button component={Link} to="/waitingRoom/InitialCompany" size="md">
              {t('businesses.setupCall.button')}
            </Button>
          )}
          {!temporary && (
            <Text size="sm" c="dimmed">
              {t('businesses.setupCall.haveOne')}{' '}
              <Link to="/waitingRoom/ordinationMainMenu">{t('businesses.setupCall.toList')}</Link>
            </Text>
          )}
        </Stack>
      </Paper>
    </div>
  );
}
