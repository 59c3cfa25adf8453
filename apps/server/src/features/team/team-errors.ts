import { AppError } from '../../errors/app-error';

// The team's refusals (API.md "Team"). Rank rules: team-policy.ts canManageRole.

export const memberNotFound = () => new AppError(404, 'NOT_FOUND', 'No such member');

export const invitationNotFound = () => new AppError(404, 'NOT_FOUND', 'No such invitation');

export const roleTooHigh = () =>
  new AppError(403, 'FORBIDDEN', 'You may only manage members with a role below your own');

export const ownerMustTransfer = () =>
  new AppError(409, 'OWNER_MUST_TRANSFER', 'The owner hands the business over before leaving it');

export const alreadyMember = () =>
  new AppError(
    409,
    'ALREADY_MEMBER',
    'This address already belongs to a member or has a pending invitation',
    {
      fields: { email: 'alreadyMember' },
    },
  );

export const unknownDoctor = () =>
  new AppError(422, 'UNKNOWN_DOCTOR', 'No such doctor in this business', {
    fields: { doctorId: 'unknownDoctor' },
  });

export const invalidInvitation = () =>
  new AppError(422, 'INVALID_TOKEN', 'This invitation is unknown, used or expired');
