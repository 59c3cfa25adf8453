import type { Workflow } from '@qtify/shared/schemas/workflow-schemas';
import type { WorkflowTree } from './workflows.repository';

/** A workflow as staff see it: its stages in order with their stations. */
export function presentWorkflow(tree: WorkflowTree): Workflow {
  return {
    id: tree.id,
    name: tree.name,
    isDefault: tree.isDefault,
    doctorId: tree.doctorId,
    ticketPrefix: tree.ticketPrefix,
    stages: tree.stages.map((stage) => ({ id: stage.id, name: stage.name, stations: stage.stations })),
  };
}
