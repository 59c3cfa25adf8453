import type { ZLoginBody } from '@qtify/shared/schemas/auth-schemas';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client';

/** `POST /api/auth/login` (spec): the bearer token of a new session, in `data`. */
export async function logIn(body: z.input<typeof ZLoginBody>): Promise<string> {
  const answer = await apiClient.post<{ success: boolean; data: string }>('/api/auth/login', body);
  return answer.data;
}
