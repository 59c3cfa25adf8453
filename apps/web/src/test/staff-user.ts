import type { BusinessRole } from '@qtify/shared/domain/business-roles';

/** `GET /api/auth/user`'s user for a member of business b1 ("Praxis") with this role. */
export function staffUser(role: BusinessRole) {
  return {
    id: 'u1',
    company: { id: 'b1', name: 'Praxis' },
    memberships: [{ businessId: 'b1', businessName: 'Praxis', role }],
  };
}
