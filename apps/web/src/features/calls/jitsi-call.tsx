import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent, useState } from 'react';
import { uiText } from '@mentorbridge/domain/ui-text';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useCallCoordinators } from '../live-calls/index.ts';
import { isCallRefusal } from './api/call-refusal.ts';
import { callRoomQuery, callRoomQueryKey } from './api/call-room-query.ts';
import { MeetingFrame } from './meeting-frame.tsx';

/**
 * The call on a school's own Jitsi (`VIDEO_SERVICE=jitsi`): its meeting embedded, whose name
 * holds the call's secret and is asked of the server (decision 049); after leaving, a way back.
 */
export function JitsiCall({
  chatId,
  userId,
  otherName,
  displayName,
  serviceOrigin,
}: {
  chatId: string;
  userId: string;
  otherName: string;
  displayName: string;
  serviceOrigin: string;
}) {
  const [inCall, setInCall] = useState(true);
  return inCall ? (
    <HeldMeeting
      chatId={chatId}
      userId={userId}
      otherName={otherName}
      displayName={displayName}
      serviceOrigin={serviceOrigin}
      onLeft={() => setInCall(false)}
    />
  ) : (
    <div className="call-left">
      <p role="status">{uiText.callLeft}</p>
      <button type="button" className="button primary" onClick={() => setInCall(true)}>
        {uiText.rejoinCall}
      </button>
    </div>
  );
}

/** The meeting of the call, once the server has given it; its refusal, with the reason. */
function HeldMeeting({
  chatId,
  userId,
  otherName,
  displayName,
  serviceOrigin,
  onLeft,
}: {
  chatId: string;
  userId: string;
  otherName: string;
  displayName: string;
  serviceOrigin: string;
  onLeft: () => void;
}) {
  const queryClient = useQueryClient();
  const room = useQuery(callRoomQuery(chatId));
  // Where a coordinator joins every call (decision 060), the pair gets the meeting once one is
  // in it: the call's news says when, and the meeting is asked for again.
  const waitsForCoordinator =
    room.error instanceof ApiRequestError && room.error.code === 'waiting_for_coordinator';
  const coordinatorsIn = useCallCoordinators(chatId).length;
  const askAgain = useEffectEvent(() => void room.refetch());
  useEffect(() => {
    if (waitsForCoordinator && coordinatorsIn > 0) askAgain();
  }, [waitsForCoordinator, coordinatorsIn]);
  if (waitsForCoordinator) return <p role="status">{uiText.callWaitsForCoordinator}</p>;
  // A refusal wins over a meeting given before: the call was ended, and the page says why. A
  // server out of reach for a moment does not end a meeting already on.
  if (room.isError && (!room.data || isCallRefusal(room.error))) {
    return <p role="alert">{room.error.message}</p>;
  }
  if (!room.data) return <p role="status">{uiText.loadingCall}</p>;
  return (
    <MeetingFrame
      serviceOrigin={serviceOrigin}
      roomName={room.data.roomName}
      jwt={room.data.jwt}
      displayName={displayName}
      chatId={chatId}
      userId={userId}
      otherName={otherName}
      onLeft={onLeft}
      onRetry={() => queryClient.refetchQueries({ queryKey: callRoomQueryKey(chatId) })}
    />
  );
}
