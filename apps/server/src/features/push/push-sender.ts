/** What a Web Push notification carries to the service worker (which shows it). */
export interface PushMessage {
  title: string;
  message: string;
  /** The page to open (focus) when the notification is clicked. */
  url: string;
}

/**
 * Web Push to the browsers subscribed for a queue entry (VAPID, RFC 8291). Fire and forget:
 * failures are logged; a subscription the push service reports gone (404/410) is deleted.
 */
export interface PushSender {
  sendToEntry(entryId: string, message: PushMessage): Promise<void>;
}
