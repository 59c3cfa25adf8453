/**
 * The place for the team's recent activity (the audit log, issue 19 "/feed") below the
 * announcements. It shows nothing yet: the audit log's query and its permission (owner and
 * manager) come with the members feature, which renders its list here.
 */
export function FeedActivity(_props: { businessId: string; timeZone: string }) {
  return null;
}
