import { useParams } from 'react-router';
import { useSite } from '../shell/siteContext';

/** /bookings/invite/{inviteId}: the invitation to join a round (accept or decline), in the checkout widget. */
export function InvitationPage() {
  const { brand } = useSite();
  const { inviteId = '' } = useParams();
  return (
    <>
      <h1 className="page-title">You're invited to play</h1>
      <div className="panel widget-panel">
        <teetime-checkout key={inviteId} brand={brand.id} invite-id={inviteId} />
      </div>
    </>
  );
}
