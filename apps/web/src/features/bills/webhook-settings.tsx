import { Alert, Badge, Button, Code, Group, Paper, Stack, Text, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { errorText } from '../../lib/error-text';
import { useBillWebhook, useSaveBillWebhook } from '../../lib/queries/bills';
import { useBillsTranslation } from './use-bills-translation';

/** Where finished bills are sent (owners and managers): the address, the secret once, the delivery log. */
export function WebhookSettings({ businessId }: { businessId: string }) {
  const { t, i18n, context } = useBillsTranslation();
  const webhook = useBillWebhook(businessId);
  const save = useSaveBillWebhook(businessId);
  const [url, setUrl] = useState('');
  const [secret, setSecret] = useState<string | null>(null);
  useEffect(() => {
    if (webhook.data?.url) setUrl(webhook.data.url);
  }, [webhook.data?.url]);
  const submit = (body: { url?: string; rotate?: boolean }) =>
    save.mutate(body, { onSuccess: (answer) => setSecret(answer.secret ?? null) });
  const when = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(new Date(iso));
  return (
    <Paper withBorder radius="lg" p="md" component="section" aria-labelledby="bill-webhook">
      <Stack gap="sm">
        <Title order={2} size="h4" id="bill-webhook">
          {t('webhook.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('webhook.intro')}
        </Text>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            submit({ url: url.trim() });
          }}
        >
          <Group align="flex-end" gap="sm">
            <TextInput
              label={t('webhook.url')}
              value={url}
              onChange={(event) => setUrl(event.currentTarget.value)}
              placeholder="https://"
              type="url"
              style={{ flex: '1 1 16rem' }}
            />
            <Button type="submit" loading={save.isPending}>
              {t('webhook.save')}
            </Button>
            {webhook.data?.url && (
              <Button variant="default" onClick={() => submit({ rotate: true })} disabled={save.isPending}>
                {t('webhook.rotate')}
              </Button>
            )}
          </Group>
        </form>
        {save.error && <FormAlert message={errorText(t, save.error, context)} />}
        {secret && (
          <Alert color="blue" variant="light" title={t('webhook.secret')}>
            <Code block>{secret}</Code>
          </Alert>
        )}
        <Text fw={600} size="sm">
          {t('webhook.deliveries')}
        </Text>
        {(webhook.data?.deliveries.length ?? 0) === 0 && (
          <Text size="sm" c="dimmed">
            {t('webhook.none')}
          </Text>
        )}
        {webhook.data?.deliveries.map((delivery) => (
          <Group key={`${delivery.billId}-${delivery.attempt}`} gap="xs" justify="space-between">
            <Text size="sm">
              {when(delivery.at)} ·{' '}
              {t('webhook.attempt', { number: delivery.number ?? '–', attempt: delivery.attempt })}
            </Text>
            <Badge color={delivery.ok ? 'green' : 'red'} variant="light">
              {delivery.ok ? t('webhook.ok') : `${t('webhook.failed')} ${delivery.error ?? ''}`}
            </Badge>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
