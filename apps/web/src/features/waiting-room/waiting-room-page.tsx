import { ComingSoonPage } from '../../components/coming-soon-page';

/** `/waitingRoom/room` (alias `/ro23omasfdas/asdflkjsdsd`): the staff's waiting room (in progress). */
export function WaitingRoomPage() {
  return <ComingSoonPage />;
}
