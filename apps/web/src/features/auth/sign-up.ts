import type { ZSignupBody } from '@qtify/shared/schemas/auth-schemas';
import type { z } from 'zod';
import { apiClient } from '../../lib/api-client';

/** `POST /api/auth/signup`: creates the account and answers the bearer token of its first session. */
export async function signUp(body: z.input<typeof ZSignupBody>): Promise<string> {
  const answer = await apiClient.post<{ success: boolean; data: string }>('/api/auth/signup', body);
  return answer.data;
}
