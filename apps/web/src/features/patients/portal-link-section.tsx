import '@mantine/core/styles/Image.layer.css';
import { Button, CopyButton, Group, Image, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCopy, IconLink, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { useCreatePortalLink, usePortalLinkStatus } from '../../lib/queries/prescriptions';

/**
 * "Rezept-Link" on a medical practice's patient record (issue 23): make the patient's personal link
 * for repeat prescriptions, then copy it, show it as a QR code for their phone, or mail it. The token
 * is shown once (the server keeps only its hash); a new link replaces the old.
 */
export function PortalLinkSection({
  businessId,
  patientId,
  hasEmail,
}: {
  businessId: string;
  patientId: string;
  hasEmail: boolean;
}) {
  const { t, i18n } = useTranslation(['prescriptions', 'common']);
  const language = i18n.resolvedLanguage ?? i18n.language;
  const status = usePortalLinkStatus(businessId, patientId);
  const create = useCreatePortalLink(businessId, patientId);
  const made = create.data;
  const absolute = made ? new URL(made.link, window.location.origin).href : '';
  const make = (sendEmail: boolean) =>
    create.mutate({ sendEmail }, { onSuccess: (answer) => answer.emailed && showSuccess(t('link.emailed')) });
  const since = status.data?.createdAt
    ? new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(status.data.createdAt))
    : null;

  return (
    <section aria-labelledby="record-portal-link">
      <Title order={3} size="h5" id="record-portal-link" mb="xs">
        {t('link.title')}
      </Title>
      <Stack gap="xs">
        <Text size="sm" c="dimmed">
          {t('link.intro')} {since ? t('link.active', { date: since }) : t('link.none')}
        </Text>
        {made && (
          <Stack gap="xs">
            <Group gap="xs" align="flex-end" wrap="nowrap">
              <TextInput
                value={absolute}
                readOnly
                label={t('link.once')}
                style={{ flex: 1 }}
                data-testid="portal-link"
              />
              <CopyButton value={absolute}>
                {({ copied, copy }) => (
                  <Button
                    variant="light"
                    leftSection={<IconCopy size={16} aria-hidden="true" />}
                    onClick={copy}
                  >
                    {copied ? t('link.copied') : t('link.copy')}
                  </Button>
                )}
              </CopyButton>
            </Group>
            <Image
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(made.qrSvg)}`}
              alt={t('link.qr')}
              w={160}
              h={160}
            />
          </Stack>
        )}
        <Group gap="sm">
          <Button
            variant="light"
            leftSection={<IconLink size={16} aria-hidden="true" />}
            loading={create.isPending && create.variables?.sendEmail === false}
            onClick={() => make(false)}
          >
            {since || made ? t('link.renew') : t('link.create')}
          </Button>
          {hasEmail && (
            <Button
              variant="default"
              leftSection={<IconMail size={16} aria-hidden="true" />}
              loading={create.isPending && create.variables?.sendEmail === true}
              onClick={() => make(true)}
            >
              {t('link.email')}
            </Button>
          )}
        </Group>
        {(since || made) && (
          <Text size="xs" c="dimmed">
            {t('link.renewHint')}
          </Text>
        )}
        {create.isError && <FormAlert message={errorText(t, create.error)} />}
      </Stack>
    </section>
  );
}
