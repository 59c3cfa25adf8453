/** Why push could not be switched on: the visitor said no, or something broke on the way. */
export class PushRefused extends Error {
  override readonly name = 'PushRefused';
  constructor(readonly reason: 'denied' | 'failed') {
    super(reason);
  }
}

/** Whether the visitor blocked notifications for this site already. */
export function notificationsBlocked(): boolean {
  return 'Notification' in window && Notification.permission === 'denied';
}

/**
 * Asks for permission to notify. It must run in the click that switched notifications on (Safari
 * allows it only there), so before anything else is awaited.
 */
export async function askNotificationPermission(): Promise<void> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushRefused('denied');
}
