import type { Workflow, WorkflowBody } from '@qtify/shared/schemas/workflow-schemas';
import type { useSchemaForm } from '../../lib/use-schema-form';

/** The editor's values: ids of what exists (kept by the server), React keys for the list rows. */
export interface WorkflowValues extends Record<string, unknown> {
  name: string;
  doctorId: string;
  stages: {
    key: string;
    id?: string;
    name: string;
    stations: { key: string; id?: string; name: string }[];
  }[];
}

export type WorkflowForm = ReturnType<typeof useSchemaForm<WorkflowValues, WorkflowBody>>;

/** A line's values for the editor; a new line starts with one unnamed stage. */
export function workflowValues(workflow: Workflow | undefined, defaultName: string): WorkflowValues {
  if (!workflow) return { name: '', doctorId: '', stages: [{ key: 'new-0', name: '', stations: [] }] };
  return {
    name: workflow.name || (workflow.isDefault ? defaultName : ''),
    doctorId: workflow.doctorId ?? '',
    stages: workflow.stages.map((stage) => ({
      key: stage.id,
      id: stage.id,
      name: stage.name,
      stations: stage.stations.map((station) => ({ key: station.id, id: station.id, name: station.name })),
    })),
  };
}

/** The request body: trimmed names; stations left empty are dropped. */
export function workflowBody(values: WorkflowValues): WorkflowBody {
  return {
    name: values.name.trim(),
    doctorId: values.doctorId || null,
    stages: values.stages.map((stage) => ({
      ...(stage.id ? { id: stage.id } : {}),
      name: stage.name.trim(),
      stations: stage.stations
        .filter((station) => station.name.trim() !== '')
        .map((station) => ({ ...(station.id ? { id: station.id } : {}), name: station.name.trim() })),
    })),
  };
}

/** Stage names are required; the schema's refusal would only name `stages`, this names the field. */
export function checkStages(values: WorkflowValues) {
  const fields: Record<string, { key: string }> = {};
  values.stages.forEach((stage, index) => {
    if (stage.name.trim() === '') fields[`stages.${index}.name`] = { key: 'validation.required' };
  });
  return Object.keys(fields).length > 0 ? fields : null;
}
