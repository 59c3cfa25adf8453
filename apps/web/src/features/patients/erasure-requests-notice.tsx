import { Alert, Anchor, Group, Text } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { useErasureRequests } from '../../lib/queries/patient-data';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { fullName } from './format-patient';

/** Above the list: who asked for erasure and still waits for an answer, each a link to the record. */
export function ErasureRequestsNotice({
  businessId,
  onOpen,
}: {
  businessId: string;
  onOpen: (patientId: string) => void;
}) {
  const { t } = useIndustryTranslation();
  const requests = useErasureRequests(businessId);
  const open = (requests.data ?? []).filter((request) => request.status === 'open' && request.patient);
  if (open.length === 0) return null;
  return (
    <Alert color="orange" mb="md" icon={<IconShieldLock size={18} aria-hidden="true" />}>
      <Text size="sm" fw={600} mb={4}>
        {t('patients.erasureRequest.pending', { count: open.length })}
      </Text>
      <Group gap="md">
        {open.map((request) =>
          request.patient ? (
            <Anchor
              component="button"
              type="button"
              size="sm"
              key={request.id}
              onClick={() => onOpen(request.patient?.id ?? '')}
            >
              {fullName(request.patient)}
            </Anchor>
          ) : null,
        )}
      </Group>
    </Alert>
  );
}
