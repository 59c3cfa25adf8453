import '../../components/staff-screen-styles';
import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconDeviceDesktop, IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useDoctors } from '../../lib/queries/doctors';
import { useDeleteWorkflow, useWorkflows, type Workflow } from '../../lib/queries/workflows';
import { mayInActiveBusiness } from '../../lib/use-active-role';
import { useWorkflowTranslation } from './use-workflow-translation';
import { stageName, workflowName } from './workflow-label';

export const EDIT_WORKFLOW_PATH = '/profile/workflow/editWorkflow';
export const STATION_PATH = '/pos/workflow';

/**
 * `/profile/workflow`: the business's lines (visit workflows) with their stages; a new line, edit,
 * delete (not the default, not while people are in it), and the way to each line's station view.
 * Owners and managers change them; everyone sees them.
 */
export function WorkflowsPage() {
  const { t, context } = useWorkflowTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const mayEdit = mayInActiveBusiness(user, 'workflows.write');
  const workflows = useWorkflows(businessId);
  const doctors = useDoctors(businessId);
  const remove = useDeleteWorkflow(businessId);
  const [deleting, setDeleting] = useState<Workflow | null>(null);
  const doctorName = (id: string | null) => doctors.data?.find((doctor) => doctor.id === id)?.name;

  return (
    <div className={classes.page}>
      <PageHeader
        title={t('routes.workflow')}
        intro={t('workflow.intro', { context })}
        action={
          mayEdit && (
            <Button
              component={Link}
              to={EDIT_WORKFLOW_PATH}
              leftSection={<IconPlus size={18} aria-hidden="true" />}
            >
              {t('workflow.new')}
            </Button>
          )
        }
      />
      {workflows.isPending ? (
        <PageLoader />
      ) : workflows.isError ? (
        <FormAlert message={errorText(t, workflows.error, context)} />
      ) : (
        <Stack gap="sm" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
          {workflows.data.map((workflow) => {
            const name = workflowName(t, workflow, context);
            const doctor = doctorName(workflow.doctorId);
            return (
              <Paper component="li" withBorder radius="lg" p="md" key={workflow.id}>
                <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
                  <div>
                    <Group gap="xs">
                      <Text fw={700} component="h2" size="lg" m={0}>
                        {name}
                      </Text>
                      <Badge
                        variant="light"
                        aria-label={t('workflow.ticketLetter', { letter: workflow.ticketPrefix })}
                      >
                        {workflow.ticketPrefix}
                      </Badge>
                      {workflow.isDefault && <Badge variant="outline">{t('workflow.default')}</Badge>}
                    </Group>
                    <Text size="sm" c="dimmed" mt={4}>
                      {workflow.stages.map((stage, index) => stageName(t, stage, index, context)).join(' → ')}
                    </Text>
                    {doctor && (
                      <Text size="sm" c="dimmed">
                        {t('workflow.doctorLine', { name: doctor, context })}
                      </Text>
                    )}
                  </div>
                  <Group gap="xs">
                    <Button
                      component={Link}
                      to={`${STATION_PATH}/${workflow.id}`}
                      variant="light"
                      leftSection={<IconDeviceDesktop size={18} aria-hidden="true" />}
                    >
                      {t('workflow.openStation')}
                    </Button>
                    {mayEdit && (
                      <Button
                        component={Link}
                        to={`${EDIT_WORKFLOW_PATH}?id=${workflow.id}`}
                        variant="default"
                        leftSection={<IconEdit size={18} aria-hidden="true" />}
                        aria-label={t('workflow.editNamed', { name })}
                      >
                        {t('workflow.edit')}
                      </Button>
                    )}
                    {mayEdit && !workflow.isDefault && (
                      <Button
                        variant="subtle"
                        color="red"
                        leftSection={<IconTrash size={18} aria-hidden="true" />}
                        aria-label={t('workflow.deleteNamed', { name })}
                        onClick={() => setDeleting(workflow)}
                      >
                        {t('workflow.delete')}
                      </Button>
                    )}
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('workflow.deleteTitle', { name: deleting ? workflowName(t, deleting, context) : '' })}
        question={t('workflow.deleteQuestion', { context })}
        confirmLabel={t('workflow.delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync(deleting.id);
          showSuccess(t('workflow.deleted'));
          setDeleting(null);
        }}
      />
    </div>
  );
}
