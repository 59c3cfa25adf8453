import type { ZChangePasswordBody } from '@qtify/shared/schemas/auth-schemas';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client';

/** `POST /api/auth/change-password`: 204; this session stays, the user's other sessions end. */
export async function changePassword(body: z.input<typeof ZChangePasswordBody>): Promise<void> {
  await apiClient.post('/api/auth/change-password', body);
}
