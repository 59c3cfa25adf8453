import type { TFunction } from 'i18next';

/**
 * The names shown for a line and its stages. The default line and its one stage are stored without
 * a name (migration 0027): they read in the app's own wording and the viewer's language.
 */
export function workflowName(t: TFunction, workflow: { name: string; isDefault: boolean }, context: string) {
  return workflow.name || (workflow.isDefault ? t('workflow.defaultName', { context }) : '');
}

export function stageName(t: TFunction, stage: { name: string }, index: number, context: string) {
  return (
    stage.name ||
    (index === 0 ? t('workflow.defaultStage', { context }) : t('workflow.stageN', { n: index + 1 }))
  );
}
