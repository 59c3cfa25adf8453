import './bills-styles';
import { Button, Group, Paper, Radio, Stack } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useChangeBillEmployee } from '../../lib/queries/bills';
import { useTimetable } from '../../lib/queries/timetable';
import { posPaths } from './bill-steps';
import { useBillsTranslation } from './use-bills-translation';
import { useDraftBill } from './use-draft-bill';

const NOBODY = '';

/** `/pos/chooseEmployee?bill=`: who served (the team's members, as the timetable lists them). */
export function ChooseEmployeePage() {
  const { t, context } = useBillsTranslation();
  const { businessId, billId, bill } = useDraftBill();
  const team = useTimetable(businessId, '');
  const change = useChangeBillEmployee(businessId, billId);
  const navigate = useNavigate();
  const [chosen, setChosen] = useState<string | null>(null);
  useEffect(() => {
    if (bill.data && chosen === null) setChosen(bill.data.employeeUserId ?? NOBODY);
  }, [bill.data, chosen]);

  if (!billId) return <Navigate to={posPaths.start} replace />;
  if (bill.data?.status === 'finished') return <Navigate to={posPaths.bill(billId)} replace />;
  if (!bill.data || !team.data) {
    const failed = bill.error ?? team.error;
    return failed ? <FormAlert message={errorText(t, failed, context)} /> : <PageLoader />;
  }
  const next = () => change.mutate(chosen || null, { onSuccess: () => navigate(posPaths.cart(billId)) });

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('employee.title')}
        intro={t('employee.intro')}
        eyebrow={bill.data.patientName ?? t('start.walkInName')}
      />
      <Paper withBorder radius="lg" p="md" maw="36rem">
        <Radio.Group
          value={chosen ?? NOBODY}
          onChange={setChosen}
          name="employee"
          label={t('employee.title')}
        >
          <Stack gap="sm" mt="sm">
            {team.data.members.map((member) => (
              <Radio
                key={member.userId}
                value={member.userId}
                label={`${member.firstName} ${member.lastName}`}
              />
            ))}
            <Radio value={NOBODY} label={t('employee.nobody')} />
          </Stack>
        </Radio.Group>
        {change.error && <FormAlert message={errorText(t, change.error, context)} />}
        <Group justify="flex-end" mt="lg">
          <Button onClick={next} loading={change.isPending} rightSection={<IconArrowRight size={18} />}>
            {t('employee.next')}
          </Button>
        </Group>
      </Paper>
    </div>
  );
}
