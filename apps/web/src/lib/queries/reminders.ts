import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../api-client';

/** Follows a reminder mail's opt-out link: that patient gets no more reminders from the business. */
export function useReminderOptOut() {
  return useMutation({
    mutationFn: (token: string) =>
      apiClient.post(`/api/public/reminders/${encodeURIComponent(token)}/opt-out`),
  });
}
