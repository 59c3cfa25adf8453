import '../../components/staff-screen-styles';
import { Button, Group, Text, Title } from '@mantine/core';
import { IconDownload, IconFileText, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import {
  myDataLinks,
  type PatientErasureRequest,
  useMyErasureRequest,
  useRequestErasure,
} from '../../lib/queries/patient-data';
import classes from './booking.module.css';

const day = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'long' }).format(new Date(iso));

/**
 * The patient's data rights from the manage link (GDPR Art. 15, 17, 20): download what the business
 * holds (JSON, or a readable page in their language), and ask for erasure, then see how it stands.
 * Its own chunk and catalogue: it loads only when the patient opens it.
 */
export function PatientDataSection({
  token,
  businessName,
  industry,
}: {
  token: string;
  businessName: string;
  industry: string;
}) {
  const { t, i18n } = useTranslation(['patientData', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const links = myDataLinks(token, language);
  const current = useMyErasureRequest(token);
  const ask = useRequestErasure(token);
  const [confirming, setConfirming] = useState(false);
  const values = { business: businessName };
  const request = ask.data ?? current.data ?? null;

  const status = (current: PatientErasureRequest) =>
    current.status === 'open'
      ? t('erase.open', {
          requestedAt: day(current.requestedAt, language),
          dueAt: day(current.dueAt, language),
        })
      : current.status === 'done'
        ? t('erase.done')
        : t('erase.declined', { reason: current.declineReason ?? '' });

  return (
    <section aria-labelledby="my-data-title" className={classes.stack}>
      <Title order={2} size="h4" id="my-data-title">
        {t('title')}
      </Title>
      <Text size="sm">{t('intro', values)}</Text>
      <Group gap="sm" grow>
        <Button
          component="a"
          href={links.json}
          download
          variant="light"
          leftSection={<IconDownload size={18} aria-hidden="true" />}
        >
          {t('downloadJson')}
        </Button>
        <Button
          component="a"
          href={links.html}
          target="_blank"
          rel="noopener"
          variant="light"
          leftSection={<IconFileText size={18} aria-hidden="true" />}
        >
          {t('readable')}
        </Button>
      </Group>
      {current.isPending ? (
        <PageLoader />
      ) : request ? (
        <Text role="status" fw={600}>
          {status(request)}
        </Text>
      ) : (
        <>
          {current.isError && <FormAlert tone="info" message={t('loadFailed')} />}
          <Button
            color="red"
            variant="subtle"
            leftSection={<IconTrash size={18} aria-hidden="true" />}
            onClick={() => setConfirming(true)}
          >
            {t('erase.button')}
          </Button>
        </>
      )}
      <ConfirmDialog
        opened={confirming}
        title={t('erase.title')}
        question={t('erase.question', values)}
        confirmLabel={t('erase.confirm')}
        titleClassName={classes.dialogTitle}
        context={industry}
        onClose={() => setConfirming(false)}
        onConfirm={async () => {
          await ask.mutateAsync();
          setConfirming(false);
        }}
      />
    </section>
  );
}
