import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowsJoin } from '@tabler/icons-react';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { FormAlert } from '../../components/form-alert';
import { PageLoader } from '../../components/page-loader';
import { StaffDialog } from '../../components/staff-dialog';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { type DuplicatePair, useDuplicatePatients } from '../../lib/queries/patients';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useIndustryTranslation } from '../../lib/use-industry-translation';
import { fullName } from './format-patient';
import { MergeDialog } from './merge-dialog';

/** Likely the same person twice (same name and birthdate, or same phone), each pair to merge. */
export function DuplicatesDialog({
  businessId,
  onClose,
  onMerged,
}: {
  businessId: string;
  onClose: () => void;
  onMerged: (keptId: string) => void;
}) {
  const { t, context } = useIndustryTranslation();
  const { user } = useCurrentUser();
  const pairs = useDuplicatePatients(businessId);
  const [merging, setMerging] = useState<DuplicatePair | null>(null);
  const mayMerge = mayInActiveBusiness(user, 'patients.merge');

  if (merging) {
    return (
      <MergeDialog
        businessId={businessId}
        pair={merging}
        onClose={() => setMerging(null)}
        onMerged={(keptId) => {
          setMerging(null);
          onClose();
          onMerged(keptId);
        }}
      />
    );
  }
  return (
    <StaffDialog title={t('patients.duplicates.title')} onClose={onClose} size="lg">
      {pairs.isPending ? (
        <PageLoader />
      ) : pairs.isError ? (
        <FormAlert message={errorText(t, pairs.error, context)} />
      ) : pairs.data.length === 0 ? (
        <EmptyState compact title={t('patients.duplicates.none')} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {pairs.data.map((pair) => (
            <Paper
              component="li"
              withBorder
              radius="lg"
              p="sm"
              key={`${pair.patients[0].id}-${pair.patients[1].id}`}
            >
              <Group justify="space-between" gap="sm">
                <div>
                  <Text fw={700}>
                    {fullName(pair.patients[0])} · {fullName(pair.patients[1])}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {t(`patients.duplicates.reason.${pair.reason}`)}
                  </Text>
                </div>
                {mayMerge && (
                  <Button
                    variant="light"
                    leftSection={<IconArrowsJoin size={16} aria-hidden="true" />}
                    aria-label={t('patients.merge.named', {
                      first: fullName(pair.patients[0]),
                      second: fullName(pair.patients[1]),
                    })}
                    onClick={() => setMerging(pair)}
                  >
                    {t('patients.merge.button')}
                  </Button>
                )}
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
    </StaffDialog>
  );
}
