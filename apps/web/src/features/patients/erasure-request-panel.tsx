import { Alert, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { ZDeclineErasureBody } from '@qtify/shared/schemas/patient-data-schemas';
import { useState } from 'react';
import { FormAlert } from '../../components/form-alert';
import { showSuccess } from '../../components/show-success';
import { errorText } from '../../lib/error-text';
import { type ErasureRequest, useAnswerErasureRequest } from '../../lib/queries/patient-data';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { useSchemaForm } from '../../lib/use-schema-form';
import { formatDay } from './format-patient';

/**
 * A patient's open erasure request on their record: confirm (erases now) or decline with the reason
 * the patient reads (a legal duty to keep records). Left alone, it runs by itself on its due day.
 */
export function ErasureRequestPanel({
  businessId,
  request,
  onErased,
}: {
  businessId: string;
  request: ErasureRequest;
  onErased: () => void;
}) {
  const { t, i18n, context } = useIndustryTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  const answer = useAnswerErasureRequest(businessId);
  const [declining, setDeclining] = useState(false);
  const form = useSchemaForm({ initialValues: { reason: '' }, schema: ZDeclineErasureBody });
  const decline = form.onSubmit(async (body) => {
    await answer.mutateAsync({ requestId: request.id, decline: body });
    showSuccess(t('patients.erasureRequest.declined'));
  });
  const confirm = () =>
    answer.mutate(
      { requestId: request.id },
      {
        onSuccess: () => {
          showSuccess(t('patients.erasureRequest.confirmed'));
          onErased();
        },
      },
    );

  return (
    <Alert color="orange" title={t('patients.erasureRequest.title')}>
      <Stack gap="sm">
        <Text size="sm">
          {t('patients.erasureRequest.text', {
            requestedAt: formatDay(request.requestedAt, language),
            dueAt: formatDay(request.dueAt, language),
          })}
        </Text>
        {answer.isError && !declining && <FormAlert message={errorText(t, answer.error, context)} />}
        {declining ? (
          <form ref={form.ref} onSubmit={decline} noValidate>
            <Stack gap="sm">
              <FormAlert message={form.formError} />
              <Textarea
                {...form.getInputProps('reason')}
                label={t('patients.erasureRequest.reason')}
                description={t('patients.erasureRequest.reasonHint')}
                autosize
                minRows={2}
                required
              />
              <Group gap="sm" justify="flex-end">
                <Button variant="default" onClick={() => setDeclining(false)}>
                  {t('businesses.cancel')}
                </Button>
                <Button type="submit" loading={form.submitting}>
                  {t('patients.erasureRequest.decline')}
                </Button>
              </Group>
            </Stack>
          </form>
        ) : (
          <Group gap="sm">
            <Button color="red" loading={answer.isPending} onClick={confirm}>
              {t('patients.erasureRequest.confirm')}
            </Button>
            <Button variant="default" onClick={() => setDeclining(true)}>
              {t('patients.erasureRequest.decline')}
            </Button>
          </Group>
        )}
      </Stack>
    </Alert>
  );
}
