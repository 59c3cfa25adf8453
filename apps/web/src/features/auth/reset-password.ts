import type { ZResetPasswordBody } from '@qtify/shared/schemas/auth-schemas';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client';

/** `POST /api/auth/reset-password`: 204; the link's token works once and for an hour. */
export async function resetPassword(body: z.input<typeof ZResetPasswordBody>): Promise<void> {
  await apiClient.post('/api/auth/reset-password', body);
}
