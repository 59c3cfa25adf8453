import { apiClient } from '../../lib/api-client';

/** `POST /api/auth/forgot-password`: 202 whether or not the address has an account (no enumeration). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiClient.post('/api/auth/forgot-password', { email });
}
