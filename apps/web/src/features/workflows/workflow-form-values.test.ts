import { describe, expect, it } from 'vitest';
import { checkStages, workflowBody, workflowValues } from './workflow-form-values';

const lab = {
  id: 'w1',
  name: 'Labor',
  isDefault: false,
  doctorId: null,
  ticketPrefix: 'B',
  stages: [
    { id: 's1', name: 'Anmeldung', stations: [{ id: 't1', name: 'Schalter 1' }] },
    { id: 's2', name: 'Labor', stations: [] },
  ],
};

describe('the workflow editor’s values', () => {
  it('keeps the ids of what exists, so the server keeps those stages and stations', () => {
    const values = workflowValues(lab, 'Wartezimmer');
    values.stages[1]?.stations.push({ key: 'new-1', name: ' Labor 2 ' }, { key: 'new-2', name: '  ' });
    expect(workflowBody(values)).toEqual({
      name: 'Labor',
      doctorId: null,
      stages: [
        { id: 's1', name: 'Anmeldung', stations: [{ id: 't1', name: 'Schalter 1' }] },
        // A new station has no id; one left empty is dropped.
        { id: 's2', name: 'Labor', stations: [{ name: 'Labor 2' }] },
      ],
    });
  });

  it('names the default line in the app’s wording until someone names it, and starts a new line with one stage', () => {
    expect(workflowValues({ ...lab, name: '', isDefault: true }, 'Wartezimmer').name).toBe('Wartezimmer');
    expect(workflowValues(undefined, 'Wartezimmer').stages).toHaveLength(1);
  });

  it('asks for a name at each unnamed stage', () => {
    const values = workflowValues(lab, '');
    expect(checkStages(values)).toBeNull();
    values.stages[1]!.name = ' ';
    expect(checkStages(values)).toEqual({ 'stages.1.name': { key: 'validation.required' } });
  });
});
