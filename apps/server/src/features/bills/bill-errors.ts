import { AppError } from '../../errors/app-error';

// The refusals of the bills API (issue 22). Another business's bill gets the same 404 as none.

export const billNotFound = () => new AppError(404, 'NOT_FOUND', 'Not found');

export const billFinished = () => new AppError(409, 'BILL_FINISHED', 'A finished bill cannot change');

export const billEmpty = () =>
  new AppError(422, 'BILL_EMPTY', 'A bill needs at least one item', { fields: { items: 'required' } });

export const unknownProduct = (index: number) =>
  new AppError(422, 'UNKNOWN_PRODUCT', 'Not a product of this business that is sold', {
    fields: { [`${index}.productId`]: 'unknownProduct' },
  });

export const duplicateProduct = (index: number) =>
  new AppError(400, 'VALIDATION', 'A product is on the bill once; change its quantity', {
    fields: { [`${index}.productId`]: 'duplicateProduct' },
  });

export const unknownVisit = (field: 'queueEntryId' | 'appointmentId') =>
  new AppError(422, 'UNKNOWN_VISIT', 'No such visit or appointment in this business', {
    fields: { [field]: 'unknownVisit' },
  });

export const unknownEmployee = () =>
  new AppError(422, 'UNKNOWN_EMPLOYEE', 'Not a member of this business', {
    fields: { employeeUserId: 'unknownEmployee' },
  });

export const noRecipient = () => new AppError(422, 'NO_RECIPIENT', 'The bill has no e-mail address');

export const webhookAddressNotAllowed = () =>
  new AppError(422, 'WEBHOOK_ADDRESS_NOT_ALLOWED', 'The address is on a private network', {
    fields: { url: 'privateAddress' },
  });
