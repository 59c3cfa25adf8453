import '../../components/staff-screen-styles';
import { Button, Group, Select, Stack, TextInput } from '@mantine/core';
import { ZWorkflowBody } from '@qtify/shared/schemas/workflow-schemas';
import { IconArrowLeft, IconPlus } from '@tabler/icons-react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { FormAlert } from '../../components/form-alert';
import { PageHeader } from '../../components/page-header';
import { PageLoader } from '../../components/page-loader';
import { showSuccess } from '../../components/show-success';
import classes from '../../components/staff-screen.module.css';
import { errorText } from '../../lib/error-text';
import { useCurrentUser } from '../../lib/queries/current-user';
import { useDoctors } from '../../lib/queries/doctors';
import {
  useCreateWorkflow,
  useUpdateWorkflow,
  useWorkflows,
  type Workflow,
} from '../../lib/queries/workflows';
import { useSchemaForm } from '../../lib/use-schema-form';
import { newKey, StageFields } from './stage-fields';
import { useWorkflowTranslation } from './use-workflow-translation';
import { checkStages, type WorkflowValues, workflowBody, workflowValues } from './workflow-form-values';

const LIST_PATH = '/profile/workflow';

/** `/profile/workflow/editWorkflow?id=…`: one line's name, doctor and ordered stages with their stations; without `id` a new line. */
export function EditWorkflowPage() {
  const { t, context } = useWorkflowTranslation();
  const { user } = useCurrentUser();
  const businessId = user?.company?.id ?? '';
  const [search] = useSearchParams();
  const id = search.get('id');
  const workflows = useWorkflows(businessId);
  const title = id ? t('routes.editWorkflow') : t('workflow.new');
  if (workflows.isPending) return <PageLoader />;
  if (workflows.isError) return <FormAlert message={errorText(t, workflows.error, context)} />;
  const workflow = id ? workflows.data.find((candidate) => candidate.id === id) : undefined;
  return (
    <div className={classes.page}>
      <PageHeader
        title={title}
        intro={t('workflow.editIntro', { context })}
        action={
          <Button
            component={Link}
            to={LIST_PATH}
            variant="default"
            leftSection={<IconArrowLeft size={18} aria-hidden="true" />}
          >
            {t('workflow.back')}
          </Button>
        }
      />
      {id && !workflow ? (
        <FormAlert message={t('errors.NOT_FOUND')} />
      ) : (
        <WorkflowEditor key={workflow?.id ?? 'new'} businessId={businessId} workflow={workflow} />
      )}
    </div>
  );
}

function WorkflowEditor({ businessId, workflow }: { businessId: string; workflow: Workflow | undefined }) {
  const { t, context } = useWorkflowTranslation();
  const navigate = useNavigate();
  const doctors = useDoctors(businessId);
  const create = useCreateWorkflow(businessId);
  const update = useUpdateWorkflow(businessId, workflow?.id ?? '');
  const form = useSchemaForm({
    initialValues: workflowValues(workflow, t('workflow.defaultName', { context })),
    schema: ZWorkflowBody,
    toBody: workflowBody,
    check: (values: WorkflowValues) => checkStages(values),
  });
  const submit = form.onSubmit(async (body) => {
    if (workflow) await update.mutateAsync(body);
    else await create.mutateAsync(body);
    showSuccess(t('workflow.saved'));
    navigate(LIST_PATH);
  });
  const stages = form.values.stages;
  return (
    <form ref={form.ref} onSubmit={submit} noValidate>
      <Stack gap="md" maw="44rem">
        <FormAlert message={form.formError} />
        <TextInput
          label={t('workflow.name')}
          description={t('workflow.nameHint', { context })}
          required
          {...form.getInputProps('name')}
        />
        {(doctors.data?.length ?? 0) > 0 && (
          <Select
            label={t('workflow.doctor', { context })}
            description={t('workflow.doctorHint', { context })}
            placeholder={t('workflow.noDoctor', { context })}
            data={(doctors.data ?? []).map((doctor) => ({ value: doctor.id, label: doctor.name }))}
            clearable
            {...form.getInputProps('doctorId')}
          />
        )}
        <Stack
          gap="sm"
          component="ol"
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
          aria-label={t('workflow.stages')}
        >
          {stages.map((stage, index) => (
            <StageFields key={stage.key} form={form} index={index} count={stages.length} />
          ))}
        </Stack>
        {form.errors.stages && <FormAlert message={String(form.errors.stages)} />}
        <Group justify="space-between">
          <Button
            variant="light"
            leftSection={<IconPlus size={18} aria-hidden="true" />}
            disabled={stages.length >= 12}
            onClick={() => form.insertListItem('stages', { key: newKey(), name: '', stations: [] })}
          >
            {t('workflow.addStage')}
          </Button>
          <Button type="submit" loading={form.submitting}>
            {t('workflow.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
