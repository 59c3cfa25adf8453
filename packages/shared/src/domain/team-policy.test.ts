import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BUSINESS_ROLES } from './business-roles';
import { ACTIONS, calendarDoctorFilter, can, canManageRole } from './team-policy';

const ROLES_DOC = new URL('../../../../docs/roles.md', import.meta.url);

/** docs/roles.md's table as action → the roles with a ✓. */
function documentedTable(): Record<string, string[]> {
  const lines = readFileSync(ROLES_DOC, 'utf8').split('\n');
  const header = lines.find((line) => line.startsWith('| Action |'));
  if (!header) throw new Error('docs/roles.md has no "| Action |" table');
  const roles = header
    .split('|')
    .slice(2, -1)
    .map((cell) => cell.trim());
  const table: Record<string, string[]> = {};
  for (const line of lines.filter((candidate) => candidate.startsWith('| `'))) {
    const [action, ...cells] = line
      .split('|')
      .slice(1, -1)
      .map((cell) => cell.trim());
    table[action!.replaceAll('`', '')] = roles.filter((_, index) => cells[index] === '✓');
  }
  return table;
}

describe('the team policy', () => {
  it('is exactly the table of docs/roles.md, action by action and role by role', () => {
    const fromModule = Object.fromEntries(
      ACTIONS.map((action) => [action, BUSINESS_ROLES.filter((role) => can(role, action))]),
    );
    expect(documentedTable()).toEqual(fromModule);
  });

  it('keeps deleting and handing over the business to the owner', () => {
    expect(BUSINESS_ROLES.filter((role) => can(role, 'business.delete'))).toEqual(['owner']);
    expect(BUSINESS_ROLES.filter((role) => can(role, 'business.transfer'))).toEqual(['owner']);
  });

  it('lets a member manage only roles below their own, and nobody make an owner', () => {
    expect(canManageRole('owner', 'manager')).toBe(true);
    expect(canManageRole('manager', 'reception')).toBe(true);
    expect(canManageRole('manager', 'practitioner')).toBe(true);
    expect(canManageRole('manager', 'manager')).toBe(false);
    expect(canManageRole('owner', 'owner')).toBe(false);
    expect(canManageRole('reception', 'practitioner')).toBe(false);
  });

  it('shows a linked practitioner their own doctor’s calendar, whatever they ask for', () => {
    expect(calendarDoctorFilter('practitioner', 'doc-1', 'doc-2')).toBe('doc-1');
    expect(calendarDoctorFilter('practitioner', 'doc-1', undefined)).toBe('doc-1');
    expect(calendarDoctorFilter('practitioner', null, 'doc-2')).toBe('doc-2');
    expect(calendarDoctorFilter('reception', 'doc-1', undefined)).toBeUndefined();
  });
});
