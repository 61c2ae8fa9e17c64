import { useQuery } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';
import type { IceConfig } from '@mentorbridge/domain/api/call-signals';
import { uiText } from '@mentorbridge/domain/ui-text';
import type { ConnectionStatus } from '../../../lib/realtime-client.ts';
import { useConnectionStatus } from '../../../lib/use-connection-status.ts';
import { isCallRefusal } from '../api/call-refusal.ts';
import { iceServersQuery } from '../api/ice-servers-query.ts';
import { useHeldCall } from '../use-held-call.ts';
import { CallClock } from './call-clock.tsx';
import { CallControls } from './call-controls.tsx';
import type { PeerSnapshot } from './peer-snapshot.ts';
import { StreamVideo } from './stream-video.tsx';
import { useDroppedOutCheck } from './use-dropped-out-check.ts';
import type { LocalMedia } from './use-local-media.ts';
import { usePeerCall } from './use-peer-call.ts';

interface JoinedCallProps {
  chatId: string;
  userId: string;
  otherId: string;
  otherName: string;
  /** The mentee's page gives way when both offer at once. */
  polite: boolean;
  media: LocalMedia;
  onSwitchCamera: () => Promise<MediaStreamTrack | null>;
  onHangUp: () => void;
  /** The server said no: the call ends, and the page says why. */
  onRefused: (message: string) => void;
}

/** The call once joined: its ICE servers are asked for (the server's check), then the stage. */
export function JoinedCall(props: JoinedCallProps) {
  const ice = useQuery(iceServersQuery(props.chatId));
  const refused = useEffectEvent(props.onRefused);
  useEffect(() => {
    // Paused, or not theirs: the call ends with the reason, and the camera goes off.
    if (ice.error && isCallRefusal(ice.error)) refused(ice.error.message);
  }, [ice.error]);
  if (ice.isError) return <p role="alert">{ice.error.message}</p>;
  if (!ice.data) return <p role="status">{uiText.connectingTo(props.otherName)}</p>;
  return <CallStage {...props} iceConfig={ice.data} />;
}

function CallStage({
  chatId,
  userId,
  otherId,
  otherName,
  polite,
  media,
  onSwitchCamera,
  onHangUp,
  onRefused,
  iceConfig,
}: JoinedCallProps & { iceConfig: IceConfig }) {
  const { peer, snapshot } = usePeerCall({
    chatId,
    otherId,
    polite,
    iceConfig,
    localStream: media.stream,
    audioOn: media.audioOn,
    videoOn: media.videoOn,
    onRefused: (refusal) => onRefused(refusal.error.message),
  });
  // Held only once the page listens for signals: the other page connects as soon as it sees it.
  useHeldCall(chatId, peer !== null);
  useDroppedOutCheck(chatId, userId, peer !== null, onRefused);
  const online = useConnectionStatus();

  return (
    <div className="call-stage">
      <div className="call-videos">
        <StreamVideo
          className="call-remote"
          stream={snapshot?.remoteStream ?? null}
          label={uiText.theirVideo(otherName)}
        />
        {media.hasVideo && (
          <StreamVideo className="call-self" stream={media.stream} label={uiText.yourVideo} muted />
        )}
      </div>
      <p className="call-state" role="status">
        {snapshot ? stateText(snapshot, otherName, online) : uiText.connectingTo(otherName)}
      </p>
      <p className="call-remote-media" role="status">
        {snapshot?.state === 'connected' && remoteMediaText(snapshot, otherName)}
      </p>
      {snapshot?.state === 'failed' && (
        <p className="call-actions">
          <button type="button" className="button primary" onClick={() => peer?.retry()}>
            {uiText.tryAgain}
          </button>
        </p>
      )}
      {/* The length of the call while there is one: not while alone in it. */}
      {snapshot?.connectedAt != null && !snapshot.otherLeft && snapshot.state !== 'waiting' && (
        <CallClock since={snapshot.connectedAt} />
      )}
      {media.notice && <p className="call-media-notice">{media.notice}</p>}
      <CallControls
        media={media}
        onSwitchCamera={() => {
          void onSwitchCamera().then((track) => track && peer?.replaceVideoTrack(track));
        }}
        onHangUp={() => {
          peer?.hangUp();
          onHangUp();
        }}
      />
    </div>
  );
}

/** What the call's one status line says now. */
function stateText(snapshot: PeerSnapshot, otherName: string, online: ConnectionStatus) {
  if (snapshot.otherLeft) return uiText.otherLeft(otherName);
  switch (snapshot.state) {
    case 'waiting':
      return uiText.waitingFor(otherName);
    case 'connecting':
      return uiText.connectingTo(otherName);
    case 'connected':
      return snapshot.cameBack ? uiText.otherBack(otherName) : uiText.inCallWith(otherName);
    case 'dropped':
      // This tab's own line to the server is down too: the drop is on this side.
      return online === 'offline' ? uiText.ownDropped : uiText.otherDropped(otherName);
    case 'failed':
      return uiText.callCouldNotConnect;
  }
}

/** The other member's microphone or camera turned off, said in words as well as seen. */
function remoteMediaText(snapshot: PeerSnapshot, otherName: string): string {
  const { audio, video } = snapshot.remoteMedia;
  return [audio ? '' : uiText.otherMuted(otherName), video ? '' : uiText.otherCameraOff(otherName)]
    .filter(Boolean)
    .join(' ');
}
