import './calls.css';
import { Link, useParams } from 'react-router';
import { uiText } from '@mentorbridge/domain/ui-text';
import { usePageTitle } from '../../ui/page-title.ts';
import { useProgrammePairs } from '../programmes/index.ts';
import { useSessionUser } from '../session/index.ts';
import { useVideoService } from './api/video-service-query.ts';
import { CallLead } from './call-lead.tsx';
import { InAppCall } from './in-app/in-app-call.tsx';
import { JitsiCall } from './jitsi-call.tsx';

/**
 * programmes/:programmeId/pairs/:requestId/call: a coordinator joins the call of a pair of their
 * programme as its third person, where a coordinator joins every call (decision 060). The pair's
 * pages connect to each other only while a coordinator is in; the server checks the
 * coordinator's own record before anything is given.
 */
export default function PairCallPage() {
  usePageTitle(uiText.videoCallTitle);
  const user = useSessionUser();
  const { programmeId = '', requestId = '' } = useParams();
  const pairs = useProgrammePairs(programmeId);
  const service = useVideoService();
  if (!user) return null;

  const pair = pairs.data?.pairs.find((each) => each.requestId === requestId);
  let body;
  if (pairs.isPending || service.isPending) {
    body = <p role="status">{uiText.loadingCall}</p>;
  } else if (pairs.isError || service.isError) {
    body = <p role="alert">{(pairs.error ?? service.error)?.message}</p>;
  } else if (!pair) {
    body = <p role="alert">{uiText.matchNotFound}</p>;
  } else if (!pair.coordinatorJoinsCalls) {
    body = <p role="alert">{uiText.pairCallNotJoined}</p>;
  } else {
    const pairName = uiText.pairNames({ pupil: pair.pupil.name, mentor: pair.mentor.name });
    body = (
      <>
        <CallLead withName={pairName} ownName={user.fullName} />
        {service.data.kind === 'jitsi' ? (
          <JitsiCall
            chatId={requestId}
            userId={user.id}
            otherName={pairName}
            serviceOrigin={service.data.origin}
            displayName={user.fullName}
          />
        ) : (
          <InAppCall
            chatId={requestId}
            userId={user.id}
            side={{
              as: 'coordinator',
              members: [
                { id: pair.mentor.userId, name: pair.mentor.name },
                { id: pair.pupil.userId, name: pair.pupil.name },
              ],
            }}
            callName={pairName}
          />
        )}
      </>
    );
  }

  return (
    <section className="page call-page">
      <h1>{uiText.videoCallTitle}</h1>
      {body}
      <p>
        <Link to="/programmes">{uiText.backToProgrammes}</Link>
      </p>
    </section>
  );
}
