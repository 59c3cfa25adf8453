import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../lib/api-error';
import { errorText } from '../../lib/error-text';
import { MAIN_MENU_PATH } from './business-paths';
import classes from './businesses.module.css';

/** A business that could not be loaded: not (or no longer) the user's, or the server is away. */
export function BusinessLoadError({ error }: { error: unknown }) {
  const { t } = useTranslation('common');
  const notFound = isApiError(error) && (error.status === 404 || error.status === 403);
  return (
    <div className={`${classes.page} ${classes.narrow}`}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h3">
            {notFound ? t('businesses.notFound.title') : t('errorPage.defaultMessage')}
          </Title>
          <Text c="dimmed">{notFound ? t('businesses.notFound.text') : errorText(t, error)}</Text>
          <Button
            component={Link}
            to={MAIN_MENU_PATH}
            variant="light"
            leftSection={<IconArrowLeft size={18} />}
          >
            {t('businesses.backToList')}
          </Button>
        </Stack>
      </Paper>
    </div>
  );
}
